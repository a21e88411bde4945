import { buildEndpointPath, endpoints, texts } from '@campus/contract';
import type { SandboxChallenge } from '../../integrations/payments/payment-provider';
import { escapeHtml, logoSvg, pageStyles } from '../auth/sign-in-page';

const t = texts.payment.authentication;

/**
 * What the page says to the purchase dialog that frames it (same origin): it reads this meta tag when
 * the frame loads, since the page runs no script. 'pending' while the cardholder decides; the dialog
 * then asks the server whether the invoice is paid, never trusting the page.
 */
export type ChallengePageStatus = 'pending' | 'succeeded' | 'failed' | 'unavailable';

const extraStyles = `body{background:#fff;padding:12px;min-height:0;align-items:flex-start}
.card{box-shadow:none;padding:8px 6px}.brand{margin-bottom:12px}h1{font-size:1.25rem}p.lead{margin-bottom:14px}
.badge{margin-left:auto;font-size:.8rem;font-weight:700;color:#0b4a57;background:#e3f2f5;border-radius:999px;padding:4px 10px}
.notice{background:#fff7e0;border:1px solid #f2d27a;color:#5c4400;border-radius:10px;padding:10px 12px;margin:0 0 16px;line-height:1.45;font-size:.92rem}
dl{margin:0 0 8px;display:grid;gap:8px}dl div{display:flex;justify-content:space-between;gap:12px;border-bottom:1px solid #e3eaef;padding-bottom:8px}
dt{color:#4a5a68}dd{margin:0;font-weight:600;text-align:right}
.actions{display:flex;gap:12px}.actions button{flex:1}
button.secondary{background:#fff;color:#8a1c1c;border:1px solid #d99}button.secondary:hover{background:#fdecec}
.result{border-radius:10px;padding:12px 14px;line-height:1.45}.ok{background:#e7f6ec;color:#1d5c32;border:1px solid #a9d9b8}`;

function renderPage(status: ChallengePageStatus, httpTitle: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="campus-3ds-status" content="${status}">
<title>${escapeHtml(httpTitle)} · Campus</title><style>${pageStyles}${extraStyles}</style></head>
<body><main><div class="card">
<div class="brand">${logoSvg}<span>Campus</span><span class="badge">3D Secure</span></div>
<h1>${escapeHtml(t.title)}</h1>
${body}
</div></main></body></html>`;
}

/** Cents as the Spanish amount ('49,00 €'). */
function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('es-ES', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure page (as Stripe's test page with "Complete" and
 * "Fail"): the purchase, the card, and 'Autorizar' / 'Rechazar'. No scripts, so it passes the CSP.
 */
export function renderChallengePage(challenge: SandboxChallenge, clientSecret: string): string {
  const card = `${challenge.card.brand.toUpperCase()} •••• ${challenge.card.last4}`;
  return renderPage(
    'pending',
    t.title,
    `<p class="lead">${escapeHtml(t.intro)}</p>
<p class="notice" role="note">${escapeHtml(t.sandboxNotice)}</p>
<dl>
<div><dt>${escapeHtml(t.merchant)}</dt><dd>Campus</dd></div>
<div><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatAmount(challenge.amount, challenge.currency))}</dd></div>
<div><dt>${escapeHtml(t.card)}</dt><dd>${escapeHtml(card)}</dd></div>
</dl>
<form method="post" action="${buildEndpointPath(endpoints.answerSandboxChallenge, { paymentIntentId: challenge.paymentIntentId })}" novalidate>
<input type="hidden" name="client_secret" value="${escapeHtml(clientSecret)}">
<div class="actions"><button type="submit" name="decision" value="reject" class="secondary">${escapeHtml(t.reject)}</button><button type="submit" name="decision" value="authorize">${escapeHtml(t.authorize)}</button></div>
</form>`,
  );
}

/** After the answer: authorized or rejected (the dialog takes over from here). */
export function renderChallengeResultPage(isAuthorized: boolean): string {
  return renderPage(
    isAuthorized ? 'succeeded' : 'failed',
    t.title,
    isAuthorized ? `<p class="result ok" role="status">${escapeHtml(t.authorized)}</p>` : `<p class="result error" role="status">${escapeHtml(t.rejected)}</p>`,
  );
}

/** A challenge that is unknown, not the holder's, already answered or expired. */
export function renderChallengeUnavailablePage(message: string): string {
  return renderPage('unavailable', t.title, `<p class="result error" role="alert">${escapeHtml(message)}</p>`);
}
