// Time of Crisis's map, zoomed and panned as on Rally the Troops (issue 33): the
// map (.toc-map) sits in its frame (.toc-frame), a box the size of the whole
// map at "Fit"; zoomed in, the map is drawn wider inside the box (its width
// changes, so web/toc-map.js places the labels again for the new size and a
// click lands exactly where it is drawn) and moved by negative margins, and
// the box clips what lies outside it.  Wheel (around the pointer), two
// fingers (pinch), a drag (a press that moves under 5 px is still a click on
// what it pressed), the buttons + / − / Fit over the map's corner, and the
// keys + - 0 (the arrows move a zoomed map) while the map has the focus.
// A button hides the counters so the map can be read.
//
// The zoom and the pan are the page's, not the board's: the board is drawn
// again after every move, and the map keeps its zoom (CSS variables on the
// root: --toc-z the zoom, --toc-px and --toc-py the map's left and top edges'
// distance outside the box, in widths of the box: app.css, "zoom and pan").
(function () {
  'use strict';
  const ROOT = document.documentElement;
  const MOST = 4, STEP = 1.4, DRAG = 5;
  // z, x, y: the zoom and the pan; fit: the box kept to the board's room (on a
  // desktop the whole map in view beside the status line; else it is the
  // board's width, the map's print at its largest); bare: the counters hidden
  // ar: the map's width over its height at Fit (as drawn: a phone's and a
  // desktop's differ), the box's shape while zoomed
  // On a desktop a table opens at Fit (the whole map beside the status line,
  // issue 33); on a phone (the 46rem of app.css) the map is the board's width.
  const desk = () => matchMedia('(min-width: 46.01rem)').matches;
  const state = { z: 1, x: 0, y: 0, fit: desk(), bare: false, ar: 2 };

  function measure() {
    if (state.z > 1.001) return;
    const f = document.querySelector('.toc-frame');
    if (!f || !f.clientHeight || !f.clientWidth) return;
    state.ar = f.clientWidth / f.clientHeight;
    ROOT.style.setProperty('--toc-ar', state.ar.toFixed(4));
  }

  function apply() {
    ROOT.style.setProperty('--toc-z', String(state.z));
    ROOT.style.setProperty('--toc-px', String(state.x));
    ROOT.style.setProperty('--toc-py', String(state.y));
    ROOT.classList.toggle('toc-zoomed', state.z > 1.001);
    ROOT.classList.toggle('toc-bare', state.bare);
    ROOT.classList.toggle('toc-fit', state.fit);
    for (const f of document.querySelectorAll('.toc-frame')) tools(f);
  }

  // The zoom ``z`` with the point (fx, fy) of the box (in its widths) kept
  // under the same point of the map; the map never leaves a gap in the box.
  function zoomTo(z, fx, fy) {
    z = Math.min(MOST, Math.max(1, z));
    measure();
    if (fx === undefined) { fx = 0.5; fy = 0.5 / state.ar; }
    const u = (state.x + fx) / state.z, v = (state.y + fy) / state.z;   // the map's point, in map widths
    state.z = z;
    panTo(u * z - fx, v * z - fy);
  }

  // (the map zoomed on a phone past 40rem is drawn as a desktop's, of another
  // shape than its box: how far it goes down is measured once it is drawn)
  function panTo(x, y) {
    state.x = Math.min(state.z - 1, Math.max(0, x));
    state.y = Math.max(0, y);
    apply();
    const f = document.querySelector('.toc-frame'), m = f && f.querySelector('.toc-map');
    if (!m || !f.clientWidth) {
      state.y = Math.min(state.y, (state.z - 1) / state.ar);
      apply();
      return;
    }
    const most = Math.max(0, (m.offsetHeight - f.clientHeight) / f.clientWidth);
    if (state.y > most) { state.y = most; apply(); }
  }

  // Fit: the whole map in its box, the box in the board's room; again: the box
  // the board's width.
  function fit(frame, toggle) {
    state.fit = toggle ? !state.fit : true;
    state.z = 1; state.x = 0; state.y = 0;
    room();
    apply();
    measure();
    if (frame) bringIn(frame);
  }

  // The frame in view (the board scrolls on a desktop, the page on a phone,
  // clear of its bars: the frame's scroll-margin, app.css).
  function bringIn(frame) {
    frame.scrollIntoView({ block: 'nearest' });
  }

  // How many screen pixels one of the frame's box pixels is: 1, except in an engine
  // (WebKit) that gives the boxes inside the board drawn smaller to fit (CSS zoom
  // on #board-fit, ui/dom.py) in the board's unzoomed pixels, where a pointer's
  // clientX is in the screen's: there, the zoom (Chromium's box is the zoom times
  // its offsetWidth; WebKit's is its offsetWidth).
  function boxScale(frame) {
    const fit = frame.closest('#board-fit');
    const z = (fit && parseFloat(fit.style.zoom)) || 1;
    if (z === 1) return 1;
    const w = fit.getBoundingClientRect().width;
    return w > 0 ? z * fit.offsetWidth / w : 1;
  }

  // A point of the screen as a point of the frame, in widths of the frame.
  function at(frame, cx, cy) {
    const r = frame.getBoundingClientRect(), k = boxScale(frame);
    return [(cx - r.left * k) / (r.width * k), (cy - r.top * k) / (r.width * k), r.width * k];
  }

  // --- the toolbar over the map's corner -------------------------------------------
  const BUTTONS = [
    ['in', '+', 'Zoom in (key +)'], ['out', '−', 'Zoom out (key −)'],
    ['fit', 'Fit', 'The whole map in view (key 0); again: the map as wide as the board'], ['bare', 'Hide counters', 'Hide the counters to read the map'],
  ];
  function tools(frame) {
    let bar = frame.querySelector(':scope > .toc-tools');
    if (!bar) {
      frame.tabIndex = 0;
      frame.setAttribute('role', 'group');
      frame.setAttribute('aria-label', 'The map: + and − zoom, 0 fits it, drag or the arrows move it');
      bar = document.createElement('div');
      bar.className = 'toc-tools';
      bar.setAttribute('role', 'toolbar');
      bar.setAttribute('aria-label', 'Zoom the map');
      for (const [k, text, tip] of BUTTONS) {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.zoom = k;
        b.textContent = text;
        b.title = tip;
        if (k === 'in' || k === 'out') b.setAttribute('aria-label', tip);    // (Fit and Hide counters: their words)
        bar.appendChild(b);
      }
      frame.appendChild(bar);
    }
    bar.querySelector('[data-zoom=fit]').setAttribute('aria-pressed', String(state.fit));
    const bare = bar.querySelector('[data-zoom=bare]');
    bare.setAttribute('aria-pressed', String(state.bare));
    bare.textContent = state.bare ? 'Show counters' : 'Hide counters';
    bar.querySelector('[data-zoom=in]').disabled = state.z >= MOST;
    bar.querySelector('[data-zoom=out]').disabled = state.z <= 1;
    frame.dataset.zoom = state.z.toFixed(2);
  }

  // A map drawn afresh: its toolbar; another game's map (the autosave's key in
  // the page's history, web/ui/history.py) opens at Fit.
  let game = null;
  function fresh() {
    let added = false;
    for (const f of document.querySelectorAll('.toc-frame')) {
      if (!f.querySelector(':scope > .toc-tools')) { tools(f); added = true; }
    }
    if (!added) return;
    measure();
    const key = (history.state && history.state.key) || null;
    if (key !== game) {
      game = key;
      state.z = 1; state.x = 0; state.y = 0; state.fit = desk();     // a new table opens at Fit
      apply();
    }
    room();
  }

  // At "Fit" on a desktop the whole map is in the board's view beside the status
  // line: the box no taller than the board's room under what is drawn above it
  // (--toc-room, px on the screen; app.css turns it into the box's width).
  function room() {
    const board = document.getElementById('board');
    const frame = board && board.querySelector('.toc-frame');
    if (!frame) return;
    const cs = getComputedStyle(board);
    if (cs.overflowY !== 'auto' || board.clientHeight < 50) {
      board.style.removeProperty('--toc-room');
      return;
    }
    const fit = board.querySelector('#board-fit') || board;
    const above = frame.getBoundingClientRect().top - fit.getBoundingClientRect().top;
    const h = board.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom) - above - 6;
    board.style.setProperty('--toc-room', Math.max(240, Math.floor(h)) + 'px');
  }

  // --- the pointer: drag, pinch, a click kept a click ---------------------------------
  const down = new Map();      // pointerId -> [x, y] where it is
  let drag = null;             // {id, sx, sy, x, y, moved}
  let pinch = null;            // {d, z}
  let swallow = false;         // the click that ends a drag is not a click

  const frameOf = (t) => (t && t.closest ? t.closest('.toc-frame') : null);
  const onTools = (t) => !!(t && t.closest && t.closest('.toc-tools, #choices'));

  document.addEventListener('pointerdown', (ev) => {
    const frame = frameOf(ev.target);
    if (!frame || onTools(ev.target) || (ev.pointerType === 'mouse' && ev.button !== 0)) return;
    down.set(ev.pointerId, [ev.clientX, ev.clientY]);
    swallow = false;
    if (down.size === 2) {
      const [a, b] = [...down.values()];
      pinch = { d: Math.hypot(a[0] - b[0], a[1] - b[1]) || 1, z: state.z, frame };
      drag = null;
    } else if (down.size === 1) {
      drag = { id: ev.pointerId, sx: ev.clientX, sy: ev.clientY, x: state.x, y: state.y, moved: false, frame };
    }
  });

  document.addEventListener('pointermove', (ev) => {
    if (!down.has(ev.pointerId)) return;
    down.set(ev.pointerId, [ev.clientX, ev.clientY]);
    if (pinch && down.size >= 2) {
      const [a, b] = [...down.values()];
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]) || 1;
      const [fx, fy] = at(pinch.frame, (a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
      zoomTo(pinch.z * d / pinch.d, fx, fy);
      swallow = true;
      ev.preventDefault();
      return;
    }
    if (!drag || drag.id !== ev.pointerId) return;
    const dx = ev.clientX - drag.sx, dy = ev.clientY - drag.sy;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG) return;
    if (!drag.moved) {
      if (state.z <= 1.001) { drag = null; return; }        // at Fit there is nothing to move
      drag.moved = true;
      swallow = true;
      try { drag.frame.setPointerCapture(ev.pointerId); } catch (e) { /* gone */ }
      drag.frame.classList.add('dragging');
    }
    const w = drag.frame.getBoundingClientRect().width * boxScale(drag.frame);
    panTo(drag.x - dx / w, drag.y - dy / w);
    ev.preventDefault();
  });

  function up(ev) {
    if (!down.has(ev.pointerId)) return;
    down.delete(ev.pointerId);
    if (down.size < 2) pinch = null;
    if (drag && drag.id === ev.pointerId) {
      drag.frame.classList.remove('dragging');
      drag = null;
    }
    if (ev.type === 'pointercancel') swallow = false;
    else if (swallow) setTimeout(() => { swallow = false; }, 0);   // (its click comes first)
  }
  document.addEventListener('pointerup', up);
  document.addEventListener('pointercancel', up);

  // a press that moved (a drag, a pinch) ends in no click on a target
  document.addEventListener('click', (ev) => {
    if (!swallow) return;
    swallow = false;
    if (!frameOf(ev.target) && !(ev.target && ev.target.classList && ev.target.classList.contains('toc-frame'))) return;
    ev.stopPropagation();
    ev.preventDefault();
  }, true);

  // --- the wheel: zoom around the pointer (out at Fit: the page scrolls) ---------------
  document.addEventListener('wheel', (ev) => {
    const frame = frameOf(ev.target);
    if (!frame || onTools(ev.target)) return;
    const dy = ev.deltaMode === 1 ? ev.deltaY * 16 : ev.deltaMode === 2 ? ev.deltaY * 400 : ev.deltaY;
    const z = Math.min(MOST, Math.max(1, state.z * Math.exp(-dy * 0.0025)));
    if (Math.abs(z - state.z) < 1e-3) return;
    ev.preventDefault();
    const [fx, fy] = at(frame, ev.clientX, ev.clientY);
    zoomTo(z, fx, fy);
  }, { passive: false });

  // --- the buttons and the keys --------------------------------------------------------
  document.addEventListener('click', (ev) => {
    const b = ev.target && ev.target.closest ? ev.target.closest('.toc-tools button[data-zoom]') : null;
    if (!b) return;
    const frame = frameOf(b);
    const k = b.dataset.zoom;
    if (k === 'in') zoomTo(state.z * STEP);
    else if (k === 'out') zoomTo(state.z / STEP);
    else if (k === 'fit') fit(frame, state.z <= 1.001);
    else if (k === 'bare') { state.bare = !state.bare; apply(); }
  });

  document.addEventListener('keydown', (ev) => {
    const frame = frameOf(ev.target);
    if (!frame || ev.altKey || ev.ctrlKey || ev.metaKey || ev.target.closest('#choices')) return;
    const step = 0.1 * Math.max(1, state.z / 2);
    const k = ev.key;
    if (k === '+' || k === '=') zoomTo(state.z * STEP);
    else if (k === '-' || k === '_' || k === '−') zoomTo(state.z / STEP);
    else if (k === '0') fit(frame);
    else if (state.z > 1.001 && ev.target === frame && k.startsWith('Arrow')) {
      const [dx, dy] = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[k] || [0, 0];
      panTo(state.x + dx * step, state.y + dy * step);
    } else return;
    ev.preventDefault();
    ev.stopPropagation();
  }, true);

  // A place reached with the keyboard, or a move's menu opened, outside the box:
  // the map moves to show it.
  function show(frame, node) {
    if (state.z <= 1.001 || !frame.contains(node)) return;
    const f = frame.getBoundingClientRect(), r = node.getBoundingClientRect();
    if (!r.width && !r.height) return;
    let x = state.x, y = state.y;
    const m = 8;
    if (r.left < f.left + m) x -= (f.left + m - r.left) / f.width;
    else if (r.right > f.right - m) x += Math.min(r.right - f.right + m, r.left - f.left - m) / f.width;
    if (r.top < f.top + m) y -= (f.top + m - r.top) / f.width;
    else if (r.bottom > f.bottom - m) y += Math.min(r.bottom - f.bottom + m, r.top - f.top - m) / f.width;
    if (x !== state.x || y !== state.y) panTo(x, y);
  }
  document.addEventListener('focusin', (ev) => {
    const frame = frameOf(ev.target);
    // (the keyboard's focus only: a press's focus moving the map would move
    // what it pressed from under the pointer before its click)
    if (frame && ev.target !== frame && !onTools(ev.target) && ev.target.matches(':focus-visible'))
      show(frame, ev.target);
  });

  new MutationObserver((records) => {
    fresh();
    for (const r of records) for (const n of r.addedNodes) {
      if (n.id === 'choices' && getComputedStyle(n).position !== 'fixed') {
        const frame = frameOf(n);
        if (frame) show(frame, n);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
  addEventListener('resize', () => { room(); measure(); });
  // the board's room changes with what is drawn around it (the status line longer)
  const board = document.getElementById('board');
  if (board && window.ResizeObserver) new ResizeObserver(room).observe(board);
  apply();
  fresh();
  window.__tocZoom = state;
})();
