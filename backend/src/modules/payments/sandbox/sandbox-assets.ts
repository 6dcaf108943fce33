/**
 * The sandbox page's stylesheet and script, served as files from our origin: the CSP allows no
 * inline script. They live in code so the compiled backend carries them (tsc copies no assets).
 */
const CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1f36;background:#f6f9fc}
.banner{margin:0;padding:.5rem 1rem;background:#ffd84d;color:#1a1f36;font-weight:700;text-align:center}
main{max-width:28rem;margin:1.5rem auto;padding:0 1rem}
.panel{background:#fff;border-radius:.75rem;box-shadow:0 4px 16px rgb(50 50 93 / 12%);padding:1.5rem}
.merchant{margin:0;color:#4f566b;font-size:.9rem}
.amount{margin:.25rem 0 0;font-size:2rem;font-weight:700}
.what{margin:.25rem 0 1.5rem;color:#4f566b}
h1{font-size:1.25rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
.field{margin-bottom:1rem}
.row{display:grid;grid-template-columns:1fr 1fr;column-gap:1rem}
/* Fields side by side share rows (label, box, error): a label that wraps keeps the boxes level. */
.row>.field{display:grid;grid-row:span 3;grid-template-rows:subgrid;row-gap:0}
.row>.field>label{align-self:end}
input{width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #8792a2;border-radius:.375rem;font:inherit;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#c0123c;box-shadow:inset 0 0 0 1px #c0123c}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #635bff;outline-offset:2px}
.error{margin:.25rem 0 0;color:#c0123c;font-size:.875rem}
.summary{border:2px solid #c0123c;border-radius:.375rem;padding:.75rem 1rem;margin-bottom:1rem}
.summary h2{font-size:1rem;margin:0 0 .25rem;color:#c0123c}
.pay{width:100%;min-height:3rem;border:0;border-radius:.375rem;background:#635bff;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.pay:hover{background:#4b45c6}
.pay[disabled]{opacity:.7;cursor:progress}
.cancel{margin-top:.75rem;text-align:center}
.link{background:none;border:0;padding:.25rem;color:#4b45c6;font:inherit;text-decoration:underline;cursor:pointer}
.cards{margin-top:1.5rem;color:#4f566b;font-size:.875rem}
.cards ul{padding-left:1.25rem;margin:.25rem 0 0}
.secure{margin:1rem 0 0;color:#4f566b;font-size:.8rem;text-align:center}
@media (max-width:360px){.row{grid-template-columns:1fr}}
`;

const JS = `
document.addEventListener('input', function (event) {
  var input = event.target;
  if (input.name === 'number') {
    var digits = input.value.replace(/\\D/g, '').slice(0, 19);
    input.value = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  }
  if (input.name === 'expiry' && event.inputType !== 'deleteContentBackward') {
    var d = input.value.replace(/\\D/g, '').slice(0, 4);
    input.value = d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d;
  }
});
document.addEventListener('submit', function (event) {
  var form = event.target;
  if (form.dataset.submitted) { event.preventDefault(); return; }
  form.dataset.submitted = 'yes';
  var button = form.querySelector('button[type=submit]');
  if (button) { button.disabled = true; button.textContent = button.dataset.busy || 'Processing…'; }
});
`;

export const SANDBOX_ASSETS: Record<string, { type: string; body: string }> = {
  'sandbox.css': { type: 'text/css; charset=utf-8', body: CSS.trim() },
  'sandbox.js': { type: 'text/javascript; charset=utf-8', body: JS.trim() },
};
