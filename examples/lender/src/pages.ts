import type { Application } from './applications.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const naira = (n: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(n);

const layout = (title: string, body: string, head = '') => `<!doctype html>
<html lang="en-NG"><head><meta charset="utf-8"><title>${escape(title)} · Kobo Loans</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${head}
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1c2430; background: #f6f7f9; }
  header { background: #0b5d3b; color: #fff; padding: 12px 20px; font-weight: 600; }
  main { max-width: 32rem; margin: 24px auto; padding: 0 16px; }
  .card { background: #fff; border-radius: 12px; padding: 20px; box-shadow: 0 1px 3px #0002; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #9aa4b2; border-radius: 8px; }
  button { font: inherit; font-weight: 600; margin-top: 16px; width: 100%; padding: 12px; border: 0; border-radius: 8px; background: #0b5d3b; color: #fff; cursor: pointer; }
  .note { color: #4a5568; font-size: 14px; }
  .status { font-size: 20px; font-weight: 600; }
  ul { padding-left: 20px; }
</style></head>
<body><header>Kobo Loans</header><main>${body}</main></body></html>`;

/** The application form: an amount, then Vouch verifies who is applying. */
export const applyPage = (vouchUrl: string) =>
  layout(
    'Apply for a loan',
    `<div class="card"><h1>Apply for a loan</h1>
<form id="apply"><label for="amount">Amount (₦)</label>
<input id="amount" name="amount" inputmode="numeric" required value="50000">
<button type="submit">Verify with Vouch and apply</button></form>
<p class="note">We verify who you are with Vouch. You share your name with us; nothing else.</p>
<p id="problem" role="alert"></p></div>
<script>
document.getElementById('apply').addEventListener('submit', async (e) => {
  e.preventDefault();
  const made = await fetch('/applications', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: Number(document.getElementById('amount').value) }),
  });
  const answer = await made.json();
  if (!made.ok) return (document.getElementById('problem').textContent = answer.message);
  // In the page when the browser can (a modal frame), or by redirect (in-app browsers).
  await Vouch.verify({ sessionId: answer.session_id });
  location.assign('/applications/' + answer.reference);
});
</script>`,
    `<script src="${escape(vouchUrl)}/sdk/v1/vouch.js"></script>`,
  );

const words: Record<string, string> = {
  approved: 'Verified',
  declined: 'You chose not to share your details',
  rejected: 'Vouch could not verify you',
  submitted: 'Vouch is checking your documents',
  expired: 'The verification link expired',
  cancelled: 'Cancelled',
  consent_revoked: 'You stopped sharing your details',
};

/** One application, as the lender's server last read it from Vouch. */
export const applicationPage = (a: Application) =>
  layout(
    'Your application',
    `<div class="card"><h1>Your application</h1>
<p>${naira(a.amount)} · reference ${escape(a.reference)}</p>
<p class="status" id="status">${escape(words[a.status] ?? 'Waiting for Vouch')}</p>
${a.name ? `<p>Applicant: <strong id="applicant">${escape(a.name)}</strong></p>` : ''}
<h2>Webhooks received</h2>
<ul id="webhooks">${a.events.map((t) => `<li>${escape(t)}</li>`).join('') || '<li>None yet</li>'}</ul>
<p><a href="/">Start another application</a></p></div>`,
  );
