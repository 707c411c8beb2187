import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The app (React DOM, the router, the first screen's chunks) is a separate chunk that the app's
// shell preloads (build/prerender.ts), so importing it costs no extra round trip.
void import('./app/start').then(({ startApp }) => startApp(root));
