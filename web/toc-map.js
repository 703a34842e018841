// Time of Crisis's map: no region's name or counters lie over another's, nor
// over the middle of another region (a click there is that region's), nor off
// the map (issue 32, defect 3).  The board (web/ui/boards/toc/regions.py)
// puts each region's label and armies where they usually fit (its WIDE and
// SMALL tables, as CSS variables: the map as drawn without this script); how
// much they hold changes with the game, so once a map is drawn, and whenever
// its width changes, each place that would overlap something moves to the
// first of its other spots (its deepest hexagons, each with the label growing
// one way or another, the armies on one side or another) where nothing does.
// A place grown with markers may also take another form (issue 43, defect 3):
// narrow, its markers, leaders and armies wrapped in rows no wider than its
// name's line, stacked inside its own province instead of reaching over a
// neighbour; or flat, its markers on its name's line.  Where the map has no
// room for every marker (a phone's at Fit, 361 px wide, with crowded
// provinces), the places in the way fold theirs into one "+N" counter that
// names them (regions.py ``fold``), each still its region's own target; the
// map zoomed in has room again, and shows them.
(function () {
  'use strict';
  const CLEAR = 3;            // px between two boxes: a target's outline and shadow
  const FLEX = { l: 'flex-start', t: 'flex-start', c: 'center', r: 'flex-end', b: 'flex-end' };
  // The ways a place may grow from its spot, the likeliest to fit first.
  const WAYS = {
    w: [['cc', 'below'], ['cc', 'above'], ['lc', 'below'], ['rc', 'below'], ['ct', 'below'],
        ['cb', 'above'], ['lt', 'below'], ['rt', 'below'], ['lb', 'above'], ['rb', 'above']],
    s: [['cc', 'right'], ['cc', 'left'], ['cc', 'below'], ['cc', 'above'], ['lc', 'right'],
        ['rc', 'left'], ['ct', 'right'], ['cb', 'right'], ['ct', 'below'], ['cb', 'above'],
        ['lt', 'below'], ['rt', 'below'], ['lb', 'above'], ['rb', 'above']],
  };

  // A place's label and armies boxes (x0, y0, x1, y1) when it grows ``way`` from
  // (x, y) in its form ``f`` (its sizes: ``forms``).
  function boxes(p, x, y, way, f) {
    const [grows, armies] = way;
    p = p.forms[f || 0];
    const h = grows[0], v = grows[1];
    const across = (w) => (h === 'l' ? x : h === 'r' ? x - w : x - w / 2);
    const down = (t) => (v === 't' ? y : v === 'b' ? y - t : y - t / 2);
    const has = p.aw > 0, gap = has ? p.gap : 0;
    let lx, ly, ax, ay;
    if (armies === 'below' || armies === 'above') {
      const top = down(p.lh + gap + (has ? p.ah : 0));
      ly = armies === 'below' ? top : top + p.ah + gap;
      ay = armies === 'below' ? top + p.lh + gap : top;
      lx = across(p.lw);
      ax = across(p.aw);
    } else {
      const left = across(p.lw + gap + (has ? p.aw : 0));
      lx = armies === 'right' ? left : left + p.aw + gap;
      ax = armies === 'right' ? left + p.lw + gap : left;
      ly = down(p.lh);
      ay = down(p.ah);
    }
    const out = [];
    if (p.lw > 0) out.push([lx, ly, lx + p.lw, ly + p.lh]);
    if (has) out.push([ax, ay, ax + p.aw, ay + p.ah]);
    return out;
  }

  const meet = (a, b, m) => Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > -m &&
                            Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > -m;

  // What place i's boxes ``mine`` would lie over: another place's boxes count 1
  // (it may move away in its turn), the edge of the map or another region's
  // middle FIXED (they never move).
  const FIXED = 10;
  // What stays where it is drawn on the map (the battle's dice, .toc-battle):
  // its boxes, in the map's px, read by ``place``.
  let keep = [];
  function clashes(places, i, mine, W, H) {
    let n = 0;
    for (const b of mine) {
      if (b[0] < 0 || b[1] < 0 || b[2] > W || b[3] > H) n += FIXED;
      for (const k of keep) if (meet(b, k, CLEAR)) n += FIXED;
      for (let j = 0; j < places.length; j++) {
        if (j === i) continue;
        const q = places[j];
        if (meet(b, q.mid, 0)) n += FIXED;
        for (const c of q.boxes) if (meet(b, c, CLEAR)) n++;
      }
    }
    return n;
  }

  // Place i at a spot where only one other place is in its way, and that one
  // at a spot where it overlaps nothing; false where there is none.
  function nudge(places, i, W, H, go) {
    const p = places[i];
    for (let k = 0; k < p.spots.length; k++) {
      const mine = boxes(p, ...p.spots[k]);
      if (clashes(places, i, mine, W, H) !== 1) continue;
      const j = places.findIndex((q, n) => n !== i && q.boxes.some((c) => mine.some((b) => meet(b, c, CLEAR))));
      const q = places[j], had = p.boxes;
      p.boxes = mine;
      for (let m = 0; m < q.spots.length; m++) {
        if (!clashes(places, j, boxes(q, ...q.spots[m]), W, H)) {
          go(p, k);
          go(q, m);
          return true;
        }
      }
      p.boxes = had;
    }
    return false;
  }

  // Place i and a place j in its way together, each at a spot where it overlaps
  // nothing, the other's included (the first such pair in i's order of spots);
  // false where there is none.
  function pair(places, i, W, H, go) {
    const p = places[i];
    const inWay = places.map((q, n) => n).filter((n) => n !== i &&
        places[n].boxes.some((c) => p.boxes.some((b) => meet(b, c, CLEAR))));
    for (const j of inWay) {
      const q = places[j], had = [p.boxes, q.boxes];
      p.boxes = []; q.boxes = [];           // each alone, as if the other were elsewhere
      const free = (r, n) => r.spots.map((s, k) => [k, boxes(r, ...s)])
          .filter(([, b]) => !clashes(places, n, b, W, H));
      const mine = free(p, i), theirs = free(q, j);
      [p.boxes, q.boxes] = had;
      for (const [k, b] of mine) for (const [m, c] of theirs) {
        if (!b.some((x) => c.some((y) => meet(x, y, CLEAR)))) {
          go(p, k);
          go(q, m);
          return true;
        }
      }
    }
    return false;
  }

  // A place's forms, each {lw, lh, aw, ah, gap, set, fold} (its label's and its
  // armies' widths and heights, the CSS variables and attributes that give it:
  // app.css "where a label sits"): as drawn; where it is narrower, narrow (--tm:
  // its markers, leaders and armies wrapped to the width of its name's line or of
  // its widest piece); where it is lower, flat (--tf: its markers beside its
  // name, on one line).  Each of them from ``base``: {} as drawn, or folded
  // (data-fold: its markers one "+N" counter, regions.py ``fold``), the last
  // resort of a map too small for all (``place``).
  const VARS = ['--tm', '--tw', '--tf'];
  const clear = (node) => {
    for (const k of VARS) node.style.removeProperty(k);
    node.removeAttribute('data-fold');
    node.removeAttribute('data-flat');
    node.removeAttribute('data-narrow');
  };
  const apply = (node, set) => {
    for (const [k, v] of Object.entries(set)) {
      if (k.startsWith('--')) node.style.setProperty(k, v);
      else node.setAttribute(k, v);
    }
  };
  function forms(node, label, armies, gap, base) {
    const size = (set) => {
      clear(node);
      apply(node, set);
      const out = { lw: label.offsetWidth, lh: label.offsetHeight, gap, set, fold: 'data-fold' in set,
                    aw: armies ? armies.offsetWidth : 0, ah: armies ? armies.offsetHeight : 0 };
      clear(node);
      return out;
    };
    const first = size(base), out = [first];
    const head = label.querySelector(':scope > .toc-rhead');
    const rows = [...label.querySelectorAll(':scope > .toc-marks, :scope > .toc-leaders')];
    if (armies) rows.push(armies);
    if (!head || !rows.length) return out;
    apply(node, base);
    let w = head.offsetWidth;
    for (const r of rows) for (const c of r.children) w = Math.max(w, c.offsetWidth);
    const em = parseFloat(getComputedStyle(label).fontSize) || 13;
    clear(node);
    const narrow = size({ ...base, '--tm': ((w + 1) / em).toFixed(3) + 'em', '--tw': 'wrap', 'data-narrow': '' });
    if (narrow.lw < first.lw - 1 || narrow.aw < first.aw - 1) out.push(narrow);
    if (rows.length > (armies ? 1 : 0)) {
      const flat = size({ ...base, '--tf': 'row', 'data-flat': '' });
      if (flat.lh < first.lh - 1) out.push(flat);
    }
    return out;
  }

  function read(node, W, H, size) {
    const label = node.querySelector(':scope > .toc-region');
    const armies = node.querySelector(':scope > .toc-armies');
    const num = (s) => s.split(' ').map(Number);
    const [mx, my] = num(node.dataset.mid);
    const rx = W * 0.01, ry = H * 0.02;             // most of the middle's hexagon
    const gap = parseFloat(getComputedStyle(node).rowGap) || 0;
    const p = {
      node, forms: forms(node, label, armies, gap, {}),
      ax: parseFloat(node.style.left) * W / 100, ay: parseFloat(node.style.top) * H / 100,
      mid: [mx * W / 100 - rx, my * H / 100 - ry, mx * W / 100 + rx, my * H / 100 + ry],
    };
    // Its spots: the board's own first, then its deepest hexagons each way;
    // at each, its forms (as drawn first).
    const [dx, dy, grows, armiesAt] = node.dataset[size].split(' ');
    const at = [[p.ax + Number(dx) * W / 100, p.ay + Number(dy) * W / 100, [grows, armiesAt]]];
    for (const s of (node.dataset.spots ? node.dataset.spots.split(';') : [])) {
      const [x, y] = num(s);
      for (const way of WAYS[size]) at.push([x * W / 100, y * H / 100, way]);
    }
    for (const way of WAYS[size]) at.push([p.ax, p.ay, way]);
    p.spots = [];
    for (const s of at) p.forms.forEach((_, f) => p.spots.push([...s, f]));
    // Its folded forms, measured once ``place`` finds no room without them
    // (where it has markers to fold, and folded it is smaller), its spots in
    // those forms before the others.
    p.folds = label.querySelector('.toc-fold') && (() => {
      p.folds = null;
      const folded = forms(node, label, armies, gap, { 'data-fold': '' });
      if (folded[0].lw * folded[0].lh >= p.forms[0].lw * p.forms[0].lh - 1) return;
      const n = p.forms.length, first = [];
      p.forms.push(...folded);
      for (const s of at) folded.forEach((_, f) => first.push([...s, n + f]));
      p.spots = first.concat(p.spots);
    });
    p.at = 0;
    p.boxes = boxes(p, ...p.spots[0]);
    return p;
  }

  // A place that overlaps something takes its first spot where it overlaps
  // nothing; where it has none, the first where a single other place is in
  // its way and that one has a spot of its own where it overlaps nothing;
  // or, with one in its way, a spot for each where neither overlaps anything;
  // else the spot where it overlaps least.  Until nothing moves.
  function settle(places, W, H, go) {
    for (let pass = 0; pass < 12; pass++) {
      let moved = false;
      places.forEach((p, i) => {
        if (!p.boxes.length || !clashes(places, i, p.boxes, W, H)) return;
        const was = p.at;
        let best = p.at, least = Infinity;
        for (let k = 0; k < p.spots.length; k++) {
          const n = clashes(places, i, boxes(p, ...p.spots[k]), W, H);
          if (n < least) { best = k; least = n; }
          if (!n) break;
        }
        if (least > 0 && (nudge(places, i, W, H, go) || pair(places, i, W, H, go))) {
          moved = true;
          return;
        }
        go(p, best);
        if (p.at !== was) moved = true;
      });
      if (!moved) break;
    }
  }

  function place(map) {
    const W = map.clientWidth, H = map.clientHeight;
    if (!W || !H) return;
    const size = W <= 40 * parseFloat(getComputedStyle(document.documentElement).fontSize) ? 's' : 'w';
    const m = map.getBoundingClientRect(), k = W / (m.width || W);
    keep = [...map.querySelectorAll('.toc-battle')].map((n) => {
      const r = n.getBoundingClientRect();
      return [(r.left - m.left) * k, (r.top - m.top) * k, (r.right - m.left) * k, (r.bottom - m.top) * k]; });
    const places = [...map.querySelectorAll('.toc-place[data-mid]')].map((n) => read(n, W, H, size));
    const go = (p, k) => { p.at = k; p.boxes = boxes(p, ...p.spots[k]); };
    settle(places, W, H, go);
    // Where some place still overlaps something, the map has no room for every
    // marker: the places in the way (it and those it lies over, else the nearest
    // others) may fold their markers (their folded forms join their spots, first), and
    // all settle again from their first spots; until none overlaps anything or
    // none is left to fold.  Then a folded place with room for all its markers
    // unfolds.
    for (;;) {
      const stuck = places.filter((p, i) => p.boxes.length && clashes(places, i, p.boxes, W, H));
      let fold = [];
      for (let m = CLEAR; !fold.length && stuck.length && m < W; m *= 2) {
        fold = places.filter((q) => q.folds && (stuck.includes(q) ||
            stuck.some((p) => q.boxes.some((c) => p.boxes.some((b) => meet(b, c, m))))));
      }
      if (!fold.length) break;
      for (const p of fold) p.folds();
      for (const p of places) go(p, 0);
      settle(places, W, H, go);
    }
    places.forEach((p, i) => {
      if (!p.forms[p.spots[p.at][3]].fold) return;
      const k = p.spots.findIndex((s) => !p.forms[s[3]].fold && !clashes(places, i, boxes(p, ...s), W, H));
      if (k >= 0) go(p, k);
    });
    for (const p of places) {
      const [x, y, [grows, armies], f] = p.spots[p.at];
      apply(p.node, p.forms[f].set);
      const column = armies === 'below' || armies === 'above';
      const across = FLEX[grows[0]], down = FLEX[grows[1]];
      const set = (k, v) => p.node.style.setProperty('--' + size + k, v);
      set('x', ((x - p.ax) * 100 / W).toFixed(3));
      set('y', ((y - p.ay) * 100 / W).toFixed(3));
      set('d', column ? 'column' : 'row');
      set('j', column ? down : across);
      set('i', column ? across : down);
      set('o', armies === 'above' || armies === 'left' ? '-1' : '0');
    }
    map.dataset.placed = size;
    const kept = keep;
    window.__toc = {places, W, H, clashes: (i) => { keep = kept; return clashes(places, i, places[i].boxes, W, H); }};
  }

  const watched = new WeakSet();
  const sizes = new ResizeObserver((entries) => {
    for (const e of entries) if (e.target.dataset.placedWidth !== String(e.target.clientWidth)) {
      e.target.dataset.placedWidth = String(e.target.clientWidth);
      place(e.target);
    }
  });
  function fresh() {
    for (const map of document.querySelectorAll('.toc-map:not([data-placed])')) {
      place(map);
      map.dataset.placedWidth = String(map.clientWidth);
      if (!watched.has(map)) { watched.add(map); sizes.observe(map); }
    }
  }
  new MutationObserver(fresh).observe(document.body, { childList: true, subtree: true });
  fresh();
})();
