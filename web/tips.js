// A card's tooltip on a phone (issue 45): what a card does is its title, one
// hover away with a mouse; a finger has no hover, so a long press (half a
// second, the finger kept still) on anything with a title on the table (the
// board, the docked hand, the log) shows it (its data-tip, the tip alone, when
// it has one: boards/common.py) in a bubble above it, and
// the click that ends that press plays nothing.  A tap elsewhere, a scroll or
// four seconds close the bubble.  A mouse keeps the browser's own tooltip.
(function () {
  'use strict';
  const HOLD = 500, MOVE = 8, SHOWN = 4000;
  const WHERE = '#board, #hand-dock, #log-box';
  let timer = 0, start = null, bubble = null, eat = false, hide = 0;

  function close() {
    clearTimeout(hide);
    if (bubble) { bubble.remove(); bubble = null; }
  }

  function show(el) {
    close();
    const text = el.dataset.tip || el.getAttribute('title');   // a button's title names its move too
    if (!text) return;
    bubble = document.createElement('div');
    bubble.className = 'tip-bubble';
    bubble.setAttribute('role', 'tooltip');
    bubble.textContent = text;
    document.body.appendChild(bubble);
    const r = el.getBoundingClientRect(), b = bubble.getBoundingClientRect();
    const left = Math.max(4, Math.min(innerWidth - b.width - 4, r.left + r.width / 2 - b.width / 2));
    const above = r.top - b.height - 6;
    bubble.style.left = left + 'px';
    bubble.style.top = (above >= 4 ? above : Math.min(innerHeight - b.height - 4, r.bottom + 6)) + 'px';
    hide = setTimeout(close, SHOWN);
  }

  document.addEventListener('pointerdown', (ev) => {
    close();
    eat = false;
    if (ev.pointerType === 'mouse') return;
    const el = ev.target.closest && ev.target.closest('[title]');
    if (!el || !el.closest(WHERE)) return;
    start = { x: ev.clientX, y: ev.clientY };
    clearTimeout(timer);
    timer = setTimeout(() => { timer = 0; eat = true; show(el); }, HOLD);
  }, true);
  const cancel = () => { clearTimeout(timer); timer = 0; };
  document.addEventListener('pointermove', (ev) => {
    if (timer && start && Math.hypot(ev.clientX - start.x, ev.clientY - start.y) > MOVE) cancel();
  }, true);
  document.addEventListener('pointerup', () => { if (timer) cancel(); }, true);
  document.addEventListener('pointercancel', cancel, true);
  document.addEventListener('scroll', () => { cancel(); close(); }, true);
  // the press showed a tip: neither its click nor the browser's menu acts
  document.addEventListener('click', (ev) => {
    if (eat) { eat = false; ev.preventDefault(); ev.stopPropagation(); }
  }, true);
  document.addEventListener('contextmenu', (ev) => {
    if (eat || bubble) ev.preventDefault();
  }, true);
})();
