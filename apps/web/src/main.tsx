import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The app (React DOM, the router, the first screen's chunks) is a separate chunk that every page
// of this shell preloads (build/prerender.ts), so importing it costs no extra round trip.
const start = () => import('./app/start').then(({ startApp }) => startApp(root));

if (root.hasAttribute('data-prerendered')) {
  // A prerendered screen paints first: evaluating the app's modules is one long task, and run
  // before the first frame it would hold the paint back until it is done. After the next frame
  // (requestAnimationFrame runs before it, the timeout after); the second timeout starts the app
  // anyway in a tab that draws no frames (opened in the background).
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    void start();
  };
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, 500);
} else {
  void start();
}
