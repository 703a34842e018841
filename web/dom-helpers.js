// The MicroPython UI's browser calls that are more than a property read
// (web/ui/dom.py calls them as window.ludiDom.<name>): loaded by the page before
// the UI (index.html; embed.js before ui/embed.py).
//
// MicroPython in the browser cannot catch an exception thrown by a JavaScript
// call: it stops the interpreter.  So every browser call that may throw
// (storage, downloads, event targets) is made here, caught, and answered with a
// plain value.  Integral JS numbers above 2**31 do not survive the trip into
// MicroPython (nor big ints the trip back), so times cross as text.
(function () {
  'use strict';

  // Focus without scrolling: the page stays where the player is (the prompt gets
  // the keyboard's focus after a move, the page does not jump up to it).
  function focus(n) {
    n.focus({preventScroll: true});
  }

  // The tab's title (the table marks the viewer's turn in it).
  function setTitle(t) {
    document.title = t;
  }

  // --- moves you can follow (issue 33) --------------------------------------------
  // FLIP: before a drawing, where each element the boards key (data-k) lies; after
  // it, each that lies elsewhere starts where it was and slides to its place in
  // 300 ms.  None when the browser asks for reduced motion, at the instant pace
  // (``off``), or for a key drawn twice.  flipLast answers how many slid (also in
  // the body's data-slid).
  const SLIDE_Z = 10;

  function flipFirst() {
    const at = new Map(), twice = new Set();
    for (const n of document.querySelectorAll('#table [data-k]')) {
      if (!n.offsetParent) continue;
      const k = n.dataset.k;
      if (at.has(k)) twice.add(k); else at.set(k, n.getBoundingClientRect());
    }
    for (const k of twice) at.delete(k);
    window.__flipFirst = at;
  }

  function flipLast(off) {
    const at = window.__flipFirst; window.__flipFirst = null;
    if (!at || off || matchMedia('(prefers-reduced-motion: reduce)').matches) {
      document.body.dataset.slid = '0';
      return 0;
    }
    const seen = new Map();
    for (const n of document.querySelectorAll('#table [data-k]')) {
      const k = n.dataset.k;
      seen.set(k, seen.has(k) ? null : n);
    }
    let moved = 0;
    for (const [k, n] of seen) {
      const was = at.get(k);
      if (!n || !was || !n.offsetParent || !n.animate) continue;
      const now = n.getBoundingClientRect();
      const dx = was.left - now.left, dy = was.top - now.top;
      if (Math.abs(dx) < 2 && Math.abs(dy) < 2) continue;
      const box = n.parentElement && n.parentElement.closest('[data-k]');
      const boxWas = box && seen.get(box.dataset.k) === box && at.get(box.dataset.k);
      if (boxWas) {                     // it moves with its box (a leader's cards): the box slides
        const b = box.getBoundingClientRect();
        if (Math.abs(boxWas.left - b.left - dx) < 2 && Math.abs(boxWas.top - b.top - dy) < 2) continue;
      }
      // inside the board drawn smaller (CSS zoom, fitBoard) a length is the zoom times larger
      const fit = n.closest('#board-fit'), z = (fit && parseFloat(fit.style.zoom)) || 1;
      n.style.animation = 'none';
      // above the pieces it passes (the board's own layers go up to 6, a menu 30
      // and 40 inside its region) but under the bars fixed over the board (the
      // hand 12 and 14, the status bar 15: issue 43, 7), so a tap on them lands
      n.animate([{transform: `translate(${dx / z}px, ${dy / z}px)`, zIndex: SLIDE_Z},
                 {transform: 'none', zIndex: SLIDE_Z}], {duration: 300, easing: 'ease-out'});
      moved += 1;
    }
    document.body.dataset.slid = String(moved);
    // Issue 43, 7: the board and the hand take no tap while pieces slide (300 ms):
    // a tap then landed on the piece passing over the place meant (a leader over
    // the candidates, a card over the card beside it, a leader's box for the leader)
    clearTimeout(window.__slideEnd);
    if (moved) {
      document.body.dataset.sliding = '1';
      window.__slideEnd = setTimeout(() => { delete document.body.dataset.sliding; }, 320);
    } else {
      delete document.body.dataset.sliding;
    }
    return moved;
  }

  // A short chime (Web Audio; no file): the turn has come to the viewer.
  function chime() {
    try {
      const A = window.AudioContext || window.webkitAudioContext;
      if (!A) return;
      const c = window.__chimeCtx || (window.__chimeCtx = new A());
      if (c.state === 'suspended') c.resume();
      const o = c.createOscillator(), g = c.createGain();
      o.type = 'sine'; o.frequency.value = 660;
      g.gain.setValueAtTime(0.0001, c.currentTime);
      g.gain.exponentialRampToValueAtTime(0.15, c.currentTime + 0.02);
      g.gain.exponentialRampToValueAtTime(0.0001, c.currentTime + 0.35);
      o.connect(g).connect(c.destination); o.start(); o.stop(c.currentTime + 0.4);
    } catch (e) {}
  }

  // The log's turn headers are not sticky (they covered lines): the turn whose
  // lines are at the top of the log's view is named in a caption above it, again
  // whenever the log scrolls (followLog); only once its own title has left the
  // view (half of it or more), else the caption and the title under it read as
  // the same header twice (a log too short to scroll: its first turn's).
  function logCaption() {
    const log = document.getElementById('log'), cap = document.getElementById('log-turn');
    if (!log || !cap) return;
    const top = log.getBoundingClientRect().top + log.clientTop;
    let name = '';
    for (const t of log.querySelectorAll(':scope > li.turn')) {
      const title = t.querySelector('.turn-title'), r = title.getBoundingClientRect();
      if (r.top + r.height / 2 < top) name = title.textContent;
      else break;
    }
    cap.textContent = name;
  }

  function followLog() {
    document.getElementById('log').addEventListener('scroll', () => logCaption(), {passive: true});
  }

  // On a phone the status line and the hand are fixed at the foot of the screen:
  // their heights (--prompt-h, --hand-h on the page) keep what lies under them
  // clear (app.css).
  function watchBars() {
    if (!window.ResizeObserver) return;
    const set = () => {
      const p = document.getElementById('prompt'), h = document.getElementById('hand-dock');
      const fixed = (n) => n && !n.hidden && getComputedStyle(n).position === 'fixed';
      document.body.style.setProperty('--prompt-h', (fixed(p) ? p.offsetHeight : 0) + 'px');
      document.body.style.setProperty('--hand-h', (fixed(h) ? h.offsetHeight : 0) + 'px');
    };
    const o = new ResizeObserver(set);
    o.observe(document.getElementById('prompt'));
    o.observe(document.getElementById('hand-dock'));
    addEventListener('resize', set);
    set();
  }

  // The board fills the view: on a desktop (where #board scrolls on its own) a
  // board taller than its room is drawn smaller (CSS zoom, not below ``least``)
  // so that it fits, and on a wide screen (the board ``wide`` px or more) one with
  // room to spare is drawn larger (up to ``most``: at 1920 px half the board was
  // left empty); what still does not fit scrolls, and the places to choose
  // from are brought into view.  Answers the zoom.
  //
  // Issue 43, 1 and 2: the board is fitted only when asked (``again``: a new game,
  // a turn that opens, the window's size changed); another drawing keeps the zoom
  // it had, so nothing moves under the pointer while a player decides.  ``top``:
  // the board scrolled to its top first (a turn opens with the whole board in view
  // from its top; only places to choose from that lie out of view scroll it).
  function fitBoard(least, most, wide, again, top) {
    const box = document.getElementById('board'), inner = document.getElementById('board-fit');
    if (!box || !inner) return 1;
    if (top) box.scrollTop = 0;
    least = parseFloat(box.dataset.least) || least;   // a board's own (boards.table's "least")
    const kept = parseFloat(box.dataset.zoom);
    if (!again && kept > 0 && box.dataset.fit !== '0') {
      inner.style.zoom = kept === 1 ? '' : String(kept);
      inner.style.setProperty('--fit-zoom', String(kept));
      inner.style.setProperty('--zoom-now', String(kept));
      bringIn(box, top);
      return kept;
    }
    inner.style.zoom = '';
    const cs = getComputedStyle(box);
    if (box.dataset.fit === '0' || cs.overflowY !== 'auto' || box.clientHeight < 50) {
      box.dataset.zoom = '1'; inner.style.setProperty('--fit-zoom', '1'); inner.style.setProperty('--zoom-now', '1');
      return 1;                                   // (a board that sizes itself: boards.table's "fit")
    }
    const room = box.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
    // its height as drawn: WebKit gives a zoomed element's box in its own unzoomed
    // pixels (Chromium in the page's), so the height is scaled by the width it fills
    const across = box.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    const drawn = () => { const r = inner.getBoundingClientRect();
                          return r.width > 0 ? r.height * across / r.width : r.height; };
    // (--zoom-now: the zoom being tried, so that print held at its size on the screen
    // whatever the zoom (app.css: Rome in Crisis, Roman Empire) is measured as it will be drawn)
    const fits = (z) => { inner.style.zoom = String(z); inner.style.setProperty('--zoom-now', String(z));
                          return drawn() <= room + 1; };
    let z = 1;
    if (!fits(1)) {                 // the largest zoom that fits (a smaller one reflows wider)
      let lo = least, hi = 1;
      if (fits(lo)) {
        for (let k = 0; k < 6; k++) { const mid = (lo + hi) / 2; if (fits(mid)) lo = mid; else hi = mid; }
      }
      z = Math.floor(lo * 100) / 100;
      inner.style.zoom = String(z);
    } else if (box.clientWidth >= wide && fits(most)) {
      z = most;                     // a wide table with room to spare: drawn larger, as a game site does
    } else if (box.clientWidth >= wide) {
      let lo = 1, hi = most;        // the largest zoom up to ``most`` that still fits
      for (let k = 0; k < 6; k++) { const mid = (lo + hi) / 2; if (fits(mid)) lo = mid; else hi = mid; }
      z = Math.floor(lo * 100) / 100;
      inner.style.zoom = String(z);
    }
    box.dataset.zoom = String(z);
    inner.style.setProperty('--fit-zoom', String(z));   // print that keeps its size on the screen (app.css)
    inner.style.setProperty('--zoom-now', String(z));
    bringIn(box, top);
    return z;
  }

  // A card of the docked hand to choose from (always in view, the dock fixed or docked).
  function handToChoose() {
    return !!document.querySelector('#hand-dock:not([hidden]) #hand [data-target]');
  }

  // A board taller than its room: the places to choose from brought into view, all
  // of them when they fit together (the lit ones first), else the first.  ``opening``
  // (a turn opens at the board's top): only when none of them is in view there.
  function bringIn(box, opening) {
    if (box.scrollHeight > box.clientHeight && getComputedStyle(box).overflowY === 'auto') {
      const lit = [...box.querySelectorAll('[data-lit]')];
      const want = (lit.length ? lit : [...box.querySelectorAll('[data-target]')])
          .map((n) => n.getBoundingClientRect()).filter((r) => r.height > 0);
      const b = box.getBoundingClientRect();
      // (the board stays where it is when something to choose is in view: on the
      // board, or a card of the docked hand, always in view; a selected card's
      // lit places are brought in once it is chosen, a turn opens at the top)
      if ((opening || !lit.length) && (want.some((r) => r.top >= b.top && r.bottom <= b.bottom) ||
          handToChoose())) return;
      if (want.length) {
        const top = Math.min(...want.map((r) => r.top)), bottom = Math.max(...want.map((r) => r.bottom));
        if (bottom - top <= b.height - 16) {
          if (top < b.top) box.scrollTop += top - b.top - 8;
          else if (bottom > b.bottom) box.scrollTop += bottom - b.bottom + 8;
        } else if (want[0].top < b.top || want[0].bottom > b.bottom) {
          box.scrollTop += want[0].top - b.top - 8;
        }
      }
    }
  }

  // The board fitted again when the window changes size, after ``after()``.
  function refitOnResize(least, most, wide, after) {
    let t = null;
    addEventListener('resize', () => { clearTimeout(t); t = setTimeout(() => { after(); fitStatus(true); holdHeight('hand-dock', true); holdStrip(true); fitBoard(least, most, wide, true); }, 120); });
    // (the board's room no longer changes with what is drawn around it: the status
    // line has one height, issue 43; a message shown keeps the zoom, the board scrolls)
  }

  // Issue 43, 1: the status line's moves on one row: those that do not fit it are
  // left to "All moves" (made when the line has none), which lists every move over
  // the board.  Answers how many were left out.
  // ``opening`` (a game or the viewer's turn opens, or the window changed size):
  // the line goes back to its one height first.  A line whose words and one row of
  // moves still do not fit that height (Roman History's purse beside a long
  // prompt) grows to hold them, and keeps that height until the next opening, so
  // nothing a player needs is cut and the board still holds still within a turn.
  function fitStatus(opening) {
    const box = document.getElementById('actions');
    if (!box) return 0;
    const bar = box.closest('.prompt');
    if (bar && opening) bar.style.removeProperty('--status-fixed');
    const out = spill(box);
    cut(document.getElementById('prompt-text'));
    if (bar && bar.offsetParent && /(auto|hidden)/.test(getComputedStyle(bar).overflowY)
        && getComputedStyle(bar).height !== 'auto' && bar.scrollHeight > bar.clientHeight + 1) {
      const need = bar.scrollHeight + bar.offsetHeight - bar.clientHeight;
      bar.style.setProperty('--status-fixed', Math.min(need, Math.round(innerHeight * 0.4)) + 'px');
    }
    return out;
  }

  // The prompt's words held to one line on a desktop (app.css): when they are cut,
  // their whole text is their title and a click opens them over the board.
  function cut(h) {
    if (!h) return;
    h.classList.remove('open');
    const over = getComputedStyle(h).whiteSpace === 'nowrap' && h.scrollWidth > h.clientWidth + 1;
    h.toggleAttribute('data-cut', over);
    if (over) h.title = h.textContent.trim(); else h.removeAttribute('title');
  }
  document.addEventListener('click', (ev) => {
    const h = document.getElementById('prompt-text');
    if (!h || !h.hasAttribute('data-cut')) return;
    if (h.contains(ev.target)) h.classList.toggle('open'); else h.classList.remove('open');
  });

  function spill(box) {
    for (const n of box.querySelectorAll(':scope > .spilled, :scope > .act-group > .spilled')) n.classList.remove('spilled');
    for (const n of box.querySelectorAll(':scope > .spill-made')) n.remove();
    if (box.classList.contains('all') || !box.offsetParent) return 0;
    // The move a guided first game teaches (.lesson-move) is never put away: the
    // learner is told to click it.  A group of moves (a card's plays, Roman
    // Empire) gives up its moves one by one, and goes whole when none is left.
    const keep = (n) => n.offsetParent && !n.classList.contains('all-moves') && !n.classList.contains('cancel')
                        && !n.classList.contains('lesson-move');
    const kids = () => [...box.children].filter(keep).flatMap((n) => n.classList.contains('act-group')
        ? [...n.children].filter((b) => b.tagName === 'BUTTON' && keep(b)) : [n]);
    // (the rows of what is drawn, a group's own moves and label counted: by their
    // middles, a label and a move of one row being centred on it)
    const rows = () => { const shown = [...box.children].filter((n) => n.offsetParent).flatMap((n) =>
        n.classList.contains('act-group') ? [...n.children].filter((b) => b.offsetParent) : [n]);
      if (!shown.length) return 1;
      const tops = shown.map((n) => { const r = n.getBoundingClientRect(); return r.top + r.height / 2; }),
            t = Math.min(...tops);
      return tops.some((y) => y > t + 4) ? 2 : 1; };
    if (rows() === 1) return 0;
    if (!box.querySelector(':scope > .all-moves')) {
      const b = document.createElement('button');
      b.type = 'button'; b.className = 'all-moves spill-made'; b.dataset.do = 'all-moves';
      b.setAttribute('aria-expanded', 'false'); b.setAttribute('aria-controls', 'actions');
      b.textContent = 'All ' + box.querySelectorAll('button[data-do=act], button[data-do=choose]').length + ' moves';
      box.appendChild(b);
    }
    let out = 0;
    for (let left = kids(); rows() > 1 && left.length > 1; left = kids()) {
      const last = left[left.length - 1], group = last.parentElement;
      last.classList.add('spilled');
      if (group !== box && ![...group.children].some((b) => b.tagName === 'BUTTON' && keep(b))) group.classList.add('spilled');
      out += 1;
    }
    box.dataset.spilled = String(out);
    return out;
  }

  // Issue 43, 1: a box beside the board on a desktop (the docked hand) keeps, within
  // a turn, the height it has grown to, so that a card played or a row of the hand
  // wrapping differently does not move the board between two decisions; it goes
  // back to its own height when a game or a turn opens (``opening``).
  function holdHeight(id, opening) {
    const n = document.getElementById(id);
    if (!n) return;
    if (opening) n.style.minHeight = '';
    if (phone() || n.hidden || !n.offsetParent) { n.style.minHeight = ''; return; }
    n.style.minHeight = n.offsetHeight + 'px';
  }

  // Issue 43, 1: on a phone the players' strip lies above the board, in the page's
  // flow, and a fact that appears within a turn ("+10" points, points left to spend)
  // wraps a panel onto one more line: the board under it moved down 17 px.  A turn
  // opens with the strip one line taller than it needs (as tall as the line a fact
  // takes), and it never shrinks before the next turn opens.
  function holdStrip(opening) {
    const n = document.getElementById('panels');
    if (!n) return;
    if (!phone()) { n.style.minHeight = ''; return; }
    if (opening || !n.style.minHeight) {
      n.style.minHeight = '';
      const line = 1.15 * parseFloat(getComputedStyle(document.documentElement).fontSize);   // (17-18 px measured)
      n.style.minHeight = Math.ceil(n.offsetHeight + line) + 'px';
    } else {
      n.style.minHeight = n.offsetHeight + 'px';     // (grown past its spare line: held there)
    }
  }

  // Is the page laid out for a phone (app.css: the status line a bar at the foot)?
  function phone() {
    return matchMedia('(max-width: 45.99rem)').matches;
  }

  // On a phone the page scrolls under the players' strip (on top) and the status
  // bar with the hand (at the foot): when the turn comes and none of the places to
  // choose from is in the band between them, the page is scrolled to them (all of
  // them when they fit together, else the first).
  function bringTargets() {
    const strip = document.getElementById('panels'), bar = document.getElementById('prompt');
    const hand = document.getElementById('hand-dock');
    const top = strip ? strip.getBoundingClientRect().bottom + 4 : 0;
    let bottom = innerHeight - 4;
    for (const n of [bar, hand]) if (n && !n.hidden && getComputedStyle(n).position === 'fixed')
      bottom = Math.min(bottom, n.getBoundingClientRect().top - 4);
    const lit = [...document.querySelectorAll('#board [data-lit]')];
    const want = (lit.length ? lit : [...document.querySelectorAll('#board [data-target]')])
        .filter((n) => !(n instanceof SVGElement)).map((n) => n.getBoundingClientRect())
        .filter((r) => r.height > 0);
    // (a place whose middle is in the band takes a tap there; a card of the docked
    // hand to choose is always in view, as on a desktop (bringIn): the page stays)
    if (!lit.length && handToChoose()) return;
    if (!want.length || want.some((r) => r.top + r.height / 2 > top && r.top + r.height / 2 < bottom)) return;
    const first = Math.min(...want.map((r) => r.top)), last = Math.max(...want.map((r) => r.bottom));
    const dy = last - first <= bottom - top ? first - top - (bottom - top - (last - first)) / 2 : first - top;
    scrollBy(0, dy);
  }

  // The time in ms, as text (see above).
  function now() {
    return String(Date.now());
  }

  // --- calls that may throw, made safe --------------------------------------------
  // storeSet: '' when stored, else the error's name (e.g. QuotaExceededError).
  function storeSet(k, v) {
    try { localStorage.setItem(k, v); return ''; } catch (e) { return (e && e.name) || String(e); }
  }

  function storeGet(k) {
    try { return localStorage.getItem(k); } catch (e) { return null; }
  }

  function storeDel(k) {
    try { localStorage.removeItem(k); return ''; } catch (e) { return String(e); }
  }

  function storeKeys() {
    try { return JSON.stringify(Object.keys(localStorage)); } catch (e) { return '[]'; }
  }

  // A file to save: '' when offered, else the error.
  function download(name, text) {
    try {
      const a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([text], {type: 'application/json'}));
      a.download = name; document.body.appendChild(a); a.click(); a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 10000); return '';
    } catch (e) { return String(e); }
  }

  // The file chosen in the <input type=file> ``id``: a promise of '' (none) or
  // JSON, [name, text] or ['', '', the error].
  function readFile(id) {
    const input = document.getElementById(id);
    const file = input && input.files && input.files[0];
    if (!file) return Promise.resolve('');
    return file.text().then((t) => JSON.stringify([file.name, t]),
                            (e) => JSON.stringify(['', '', String(e)]));
  }

  // Playing by ear (issue 46; ui/ear.py): the move list is a listbox whose options
  // take the focus in turn: Up, Down, Home and End go through them, letters typed
  // (within a second of each other) go to the next move that begins with them, Enter
  // plays the focused one.  Shift and a letter of #ear's data-keys (table.EAR_KEYS)
  // asks a question, anywhere on the page.  True when the key was the mode's.
  let typed = '', typedAt = 0;
  function earOption(list, node) {
    for (const o of list.querySelectorAll('[role=option]')) {
      o.tabIndex = o === node ? 0 : -1;
      o.setAttribute('aria-selected', o === node ? 'true' : 'false');
    }
    node.focus();
  }
  function earKey(ev, handler) {
    if (document.body.dataset.ear !== 'on') return false;
    const ear = document.getElementById('ear');
    const keys = (ear && ear.dataset.keys) || '';
    if (ev.shiftKey && /^[A-Za-z]$/.test(ev.key) && keys.includes(ev.key.toUpperCase())) {
      const table = document.getElementById('table');
      if (!table || table.hidden) return false;
      ev.preventDefault();
      handler(JSON.stringify({do: 'ear-key', key: ev.key.toUpperCase()}));
      return true;
    }
    const list = ev.target.closest ? ev.target.closest('#ear-moves') : null;
    if (!list) return false;
    const options = Array.from(list.querySelectorAll('[role=option]'));
    const at = options.indexOf(ev.target.closest('[role=option]'));
    const to = {ArrowDown: Math.min(at + 1, options.length - 1), ArrowUp: Math.max(at - 1, 0),
                Home: 0, End: options.length - 1}[ev.key];
    if (to !== undefined || ev.key === 'Enter') typed = '';   // a word typed ends there
    if (to !== undefined && options.length) {
      ev.preventDefault();
      earOption(list, options[to]);
      return true;
    }
    if (ev.key === 'Enter') {
      ev.preventDefault();
      const o = options[at];
      handler(JSON.stringify({do: 'ear-act', index: (o && o.dataset.index) || ''}));
      return true;
    }
    if (ev.key.length === 1 && !ev.shiftKey) {
      ev.preventDefault();
      const now = Date.now();
      typed = (now - typedAt < 1000 ? typed : '') + ev.key.toLowerCase();
      typedAt = now;
      // one letter (or the same letter again and again): the next move with it
      const want = typed.split('').every((c) => c === typed[0]) ? typed[0] : typed;
      const from = want.length === 1 ? at + 1 : at;
      const n = options.length;
      for (let k = 0; k < n; k++) {
        const o = options[(Math.max(from, 0) + k) % n];
        if (o.textContent.toLowerCase().startsWith(want)) { earOption(list, o); return true; }
      }
      const say = document.getElementById('say');
      if (say) say.textContent = 'No move begins with ' + typed + '.';
      return true;
    }
    return false;
  }

  // handler(JSON of the element's data-* attributes) for clicks on [data-do],
  // form submits, changes on [data-change], the arrow keys and Escape (and the
  // keys of playing by ear: earKey).
  function bridge(handler) {
    const data = (t, extra) => JSON.stringify(Object.assign({}, t.dataset, extra || {}));
    document.addEventListener('click', (ev) => {
      const t = ev.target && ev.target.closest ? ev.target.closest('[data-do]') : null;
      if (!t || t.disabled || t.tagName === 'FORM') return;
      ev.preventDefault();
      handler(data(t));
    });
    document.addEventListener('submit', (ev) => {
      ev.preventDefault();
      if (ev.target.dataset && ev.target.dataset.do) handler(data(ev.target));
    });
    document.addEventListener('change', (ev) => {
      const t = ev.target;
      if (t && t.dataset && t.dataset.change) handler(data(t, {do: t.dataset.change, value: t.value}));
    });
    // A phone's move taken by the engine (web/room.js): the table redraws.
    document.addEventListener('ludi-room-moved', () => handler(JSON.stringify({do: 'room-moved'})));
    document.addEventListener('keydown', (ev) => {
      const t = ev.target, tag = t && t.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || ev.altKey || ev.ctrlKey || ev.metaKey) return;
      if (earKey(ev, handler)) return;
      if (ev.key === 'ArrowLeft' || ev.key === 'ArrowRight' || ev.key === 'Escape')
        handler(JSON.stringify({do: 'key', key: ev.key}));
    });
  }

  // --- the table in the room (issue 47: from ui/play.py) ------------------------------
  // The phones of these seats (a JSON list) are invited; names: every seat's name;
  // screen: the seats played at this screen (a JSON list), each may be handed a phone.
  function roomOpen(seats, names, screen) {
    if (!window.ludiRoom) return 'The phones\' page is missing.';
    window.ludiRoom.openTable(JSON.parse(seats), JSON.parse(names), JSON.parse(screen || '[]'))
      .catch((e) => console.error('The phones could not be invited: ' + e.message));
    return '';
  }
  // The table was drawn at ``moves`` for ``viewer`` (-1: nobody's hand): joined phones
  // that have not seen this position get their view.
  function roomChanged(moves, viewer) {
    if (!window.ludiRoom) return;
    window.__ludiViewer = viewer < 0 ? null : viewer;
    window.ludiRoom.changed(moves).catch((e) => console.error('room: ' + e.message));
  }
  // Let these seats' phones go (a JSON list; "null": every phone, the table closed);
  // why "ai": the seats go to an AI, and their phones are told so.
  function roomClose(seats, why) {
    if (!window.ludiRoom) return;
    const list = JSON.parse(seats);
    window.ludiRoom.closeTable(list === null ? undefined : list, why || undefined)
      .catch((e) => console.error('room: ' + e.message));
  }

  // --- the page's history, a game by link, a lesson (issue 42, 4: from ui/history.py,
  // ui/bylink.py and ui/lessons.py's strings) ---------------------------------------
  // history.pushState / replaceState (``how``: 'push' or 'replace'): '' or the error.
  function historyWrite(how, state, url) {
    try { history[how === 'push' ? 'pushState' : 'replaceState'](JSON.parse(state), '', url); }
    catch (e) { return String(e); } return '';
  }

  function historyState() {
    try { return JSON.stringify(history.state || {}); } catch (e) { return '{}'; }
  }

  // handler(JSON of the state) on Back and Forward.
  function onPopState(handler) {
    addEventListener('popstate', (ev) => handler(JSON.stringify(ev.state || {})));
  }

  // The link copied: a promise of '' or why not (the clipboard, else a selection copied).
  function copyText(text) {
    const fallback = () => { const n = document.getElementById('send-link');
      try { n.focus(); n.select(); return document.execCommand('copy') ? '' : 'refused'; }
      catch (e) { return String(e); } };
    if (navigator.clipboard && navigator.clipboard.writeText)
      return navigator.clipboard.writeText(text).then(() => '', () => fallback());
    return Promise.resolve(fallback());
  }

  // The system's share sheet: a promise of '', 'none' (no sheet) or the error's name.
  function share(title, text, url) {
    if (!navigator.share) return Promise.resolve('none');
    return navigator.share({title: title, text: text, url: url}).then(() => '',
                                                                      (e) => (e && e.name) || 'failed');
  }

  function canShare() {
    return navigator.share ? '1' : '';
  }

  // handler(the new hash) when the address's hash changes.
  function onHash(handler) {
    addEventListener('hashchange', () => handler(String(location.hash)));
  }

  // handler() when the send box's link is copied by hand.
  function onLinkCopy(handler) {
    document.getElementById('send-link').addEventListener('copy', () => handler());
  }

  // A lesson's element scrolled into view when it lies outside it.
  function intoView(n) {
    const r = n.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight) n.scrollIntoView({block: 'nearest'});
  }

  window.ludiDom = {
    focus, setTitle, flipFirst, flipLast, chime, logCaption, followLog, watchBars,
    fitBoard, refitOnResize, fitStatus, holdHeight, holdStrip, phone, bringTargets, now,
    storeSet, storeGet, storeDel, storeKeys, download, readFile, bridge,
    roomOpen, roomChanged, roomClose, historyWrite, historyState, onPopState, copyText, share, canShare, onHash, onLinkCopy, intoView,
  };
})();
