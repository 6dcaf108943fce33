import type { FieldErrors } from '#src/common/http/envelope';
import { SANDBOX_PAGE_PREFIX } from '#src/common/http/routing';
import { SANDBOX_TEST_CARDS } from './test-cards';
import { formatMoney } from '#src/common/text/formats';
import { escapeHtml } from '#src/common/html/html-template';

/** The sandbox hosted page's screens, as server-rendered HTML with no inline script. */

export interface PageContext {
  merchant: string;
  /** The page's own address: the payment's id and the checkout's secret, as `<id>/<key>`. */
  checkout: string;
  amountCents: number;
  description: string;
}

const base = `/${SANDBOX_PAGE_PREFIX}`;

function layout(title: string, merchant: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Sandbox payments</title>
<link rel="stylesheet" href="${base}/assets/sandbox.css">
<script src="${base}/assets/sandbox.js" defer></script>
</head>
<body>
<p class="banner" role="note">Sandbox — no real money</p>
<main>
<div class="panel">
${content}
</div>
<p class="secure">Sandbox payments for ${escapeHtml(merchant)}. Card numbers are checked, never stored.</p>
</main>
</body>
</html>
`;
}

function header(page: PageContext): string {
  return `<p class="merchant">Pay ${escapeHtml(page.merchant)}</p>
<p class="amount">${formatMoney(page.amountCents)}</p>
<p class="what">${escapeHtml(page.description)}</p>`;
}

function errorSummary(errors: FieldErrors, labels: Record<string, string>): string {
  const items = Object.entries(errors).map(
    ([field, messages]) =>
      `<li><a href="#${field}">${escapeHtml(labels[field] ?? field)}: ${escapeHtml(messages[0])}</a></li>`,
  );
  if (items.length === 0) return '';
  return `<div class="summary" role="alert"><h2>Please check the card details</h2><ul>${items.join('')}</ul></div>`;
}

interface InputSpec {
  name: string;
  label: string;
  autocomplete: string;
  inputmode?: 'numeric' | 'text';
  placeholder?: string;
  maxlength: number;
}

function input(spec: InputSpec, value: string, errors: FieldErrors): string {
  const error = errors[spec.name]?.[0];
  const describedBy = error ? ` aria-describedby="${spec.name}-error" aria-invalid="true"` : '';
  return `<div class="field">
<label for="${spec.name}">${escapeHtml(spec.label)}</label>
<input id="${spec.name}" name="${spec.name}" autocomplete="${spec.autocomplete}" maxlength="${spec.maxlength}"${
    spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''
  }${spec.placeholder ? ` placeholder="${escapeHtml(spec.placeholder)}"` : ''} value="${escapeHtml(value)}" required${describedBy}>
${error ? `<p class="error" id="${spec.name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

const CARD_FIELDS: Record<'name' | 'number' | 'expiry' | 'cvc', InputSpec> = {
  name: { name: 'name', label: 'Name on card', autocomplete: 'cc-name', maxlength: 70 },
  number: {
    name: 'number',
    label: 'Card number',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    placeholder: '1234 1234 1234 1234',
    maxlength: 23,
  },
  expiry: {
    name: 'expiry',
    label: 'Expiry (MM/YY)',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    placeholder: 'MM/YY',
    maxlength: 7,
  },
  cvc: {
    name: 'cvc',
    label: 'Security code (CVC)',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    maxlength: 4,
  },
};

function cancelForm(checkout: string): string {
  return `<form class="cancel" method="post" action="${base}/${checkout}/cancel">
<button type="submit" class="link" data-busy="Cancelling…">Cancel and go back</button>
</form>`;
}

/**
 * The card form. A card number is never echoed back (nor kept): after an error it is typed again,
 * as on a provider's page; the name and expiry are kept to save typing.
 */
export function cardPage(
  page: PageContext,
  { errors = {}, name = '', expiry = '' }: { errors?: FieldErrors; name?: string; expiry?: string } = {},
): string {
  const labels = Object.fromEntries(Object.values(CARD_FIELDS).map((field) => [field.name, field.label]));
  const cards = SANDBOX_TEST_CARDS.map(
    (card) => `<li><code>${card.number}</code> ${escapeHtml(card.says)}</li>`,
  ).join('');
  return layout(
    'Card payment',
    page.merchant,
    `${header(page)}
<h1>Pay by card</h1>
${errorSummary(errors, labels)}
<form method="post" action="${base}/${page.checkout}" novalidate>
${input(CARD_FIELDS.name, name, errors)}
${input(CARD_FIELDS.number, '', errors)}
<div class="row">
${input(CARD_FIELDS.expiry, expiry, errors)}
${input(CARD_FIELDS.cvc, '', errors)}
</div>
<button type="submit" class="pay" data-busy="Processing…">Pay ${formatMoney(page.amountCents)}</button>
</form>
${cancelForm(page.checkout)}
<div class="cards"><strong>Test cards</strong> (any future expiry, any 3-digit CVC):<ul>${cards}</ul></div>`,
  );
}

/**
 * The card issuer's extra check (3-D Secure in real life): a one-time code. After a wrong code,
 * `triesLeft` says how many more the bank allows.
 */
export function challengePage(
  page: PageContext,
  card: { brand: string; last4: string },
  triesLeft?: number,
): string {
  const wrong =
    triesLeft === undefined
      ? ''
      : `<p class="error" id="code-error" role="alert">That code was wrong. Please type it again: ${
          triesLeft === 1 ? 'one more try' : `${triesLeft} more tries`
        } before the payment is stopped.</p>`;
  const describedBy = wrong ? ' aria-describedby="code-error" aria-invalid="true"' : '';
  return layout(
    'Confirm your payment',
    page.merchant,
    `${header(page)}
<h1>Confirm it is you</h1>
<p>Your bank sent a one-time code for this payment by ${escapeHtml(card.brand)} ending ${escapeHtml(card.last4)}. In the sandbox the code is 123456.</p>
<form method="post" action="${base}/${page.checkout}/challenge">
<div class="field">
<label for="code">One-time code</label>
<input id="code" name="code" autocomplete="one-time-code" inputmode="numeric" maxlength="6" required${describedBy}>
${wrong}
</div>
<button type="submit" class="pay" data-busy="Checking…">Confirm payment</button>
</form>
${cancelForm(page.checkout)}`,
  );
}

/** A page that cannot take this payment (any more): where to go instead. */
export function closedPage(
  merchant: string,
  message: string,
  next?: { href: string; label: string },
): string {
  return layout(
    'Payment closed',
    merchant,
    `<h1>${escapeHtml(message)}</h1>
${next ? `<p><a href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a></p>` : ''}`,
  );
}
