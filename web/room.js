// The table in the room (issue 47): each phone in the room holds one seat, joined to
// the host's page (the device that shows the table and holds the one game) by a
// WebRTC data channel over the local network, with no server of any kind: no STUN
// or TURN (iceServers: []), no signalling service.  The offer and the answer travel
// as QR codes (or links / pasted text), each a short payload from which the other
// side rebuilds the session description:
//   "L1~o~<table>~<seat>~<ufrag>~<pwd>~<setup>~<fingerprint>~<candidates>"  (the host's offer)
//   "L1~a~<table>~<seat>~<ufrag>~<pwd>~<setup>~<fingerprint>~<candidates>~<offer's ufrag>"
// fingerprint: the DTLS certificate's SHA-256 in base64url; candidates: the host
// candidates gathered before the payload is made (no trickle), "<address>_<port>"
// joined by ",".  The host's engine (web/engine.py, room_*) checks every message a
// phone sends and answers it only what its seat may see; this file carries them.
//
// window.ludiRoom: the host's side (openTable, changed, closeTable, accept), for the
// MicroPython UI (web/ui/play.py) and the panel it shows; on phone.html the phone's
// side runs by itself.
//
// window.ludiRoomJoinMs (a number of ms, set before an answer is read): how long the
// host waits, once it has read a phone's answer, for the direct connection before it
// says none could be made and offers play by link (JOIN_MS when unset; the tests set
// it shorter, to see that message without waiting half a minute).
(function () {
  'use strict';
  const VERSION = 'L1';
  const GATHER_MS = 4000;          // ICE gathering on a LAN takes well under a second
  const JOIN_MS = 30000;           // no channel this long after an answer: said in words
  const HELLO_MS = 3000;            // a joined phone with no view this long says hello again
  const HELLO_TRIES = 5;
  const joinMs = () => (Number(window.ludiRoomJoinMs) > 0 ? Number(window.ludiRoomJoinMs) : JOIN_MS);
  const RTC = { iceServers: [] };  // nothing outside the room: host candidates only
  // A browser without WebRTC (some builds of WebKitGTK) cannot join a table directly.
  const NO_RTC_PHONE = 'This browser cannot join a table directly (it has no WebRTC): ' +
    'ask the host to play your seat by link instead.';

  // --- the payloads --------------------------------------------------------------------
  const b64url = (bytes) => btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const unb64url = (text) => {
    const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Array.from(s, (c) => c.charCodeAt(0));
  };
  const hex2 = (n) => n.toString(16).toUpperCase().padStart(2, '0');

  // The fields of a local session description that the other side needs.
  function compact(sdp) {
    const one = (re) => { const m = sdp.match(re); return m ? m[1].trim() : null; };
    const fp = one(/a=fingerprint:sha-256 ([0-9A-Fa-f:]+)/);
    if (!fp) throw new Error('This browser offers no SHA-256 certificate fingerprint.');
    const cands = [];
    for (const m of sdp.matchAll(/a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ host/gi)) {
      const c = m[1] + '_' + m[2];
      if (!cands.includes(c)) cands.push(c);
    }
    const setup = one(/a=setup:(\w+)/) || 'actpass';
    return { ufrag: one(/a=ice-ufrag:(\S+)/), pwd: one(/a=ice-pwd:(\S+)/),
             setup: setup[0], fp: b64url(fp.split(':').map((h) => parseInt(h, 16))), cands };
  }

  function pack(kind, table, seat, c, re) {
    const parts = [VERSION, kind, table, String(seat), c.ufrag, c.pwd, c.setup, c.fp,
                   c.cands.join(',')];
    if (kind === 'a') parts.push(re);
    return parts.join('~');
  }

  // A payload read back (scanned, pasted, from a link): its fields, or null.
  function unpack(text) {
    const parts = String(text || '').trim().split('~');
    if (parts[0] !== VERSION || (parts[1] !== 'o' && parts[1] !== 'a')) return null;
    if (parts.length !== (parts[1] === 'a' ? 10 : 9)) return null;
    const [, kind, table, seat, ufrag, pwd, setup, fp, cands, re] = parts;
    if (!/^\d+$/.test(seat) || !/^[0-9a-f]+$/.test(table)) return null;
    return { kind, table, seat: Number(seat), ufrag, pwd, setup, fp, re,
             cands: cands ? cands.split(',').map((c) => {
               const i = c.lastIndexOf('_');
               return { addr: c.slice(0, i), port: c.slice(i + 1) };
             }) : [] };
  }

  const SETUP = { a: 'active', p: 'passive' };
  // A whole session description for a data channel alone, from a payload's fields.
  function sdpOf(p, type) {
    const fp = unb64url(p.fp).map(hex2).join(':');
    const lines = ['v=0', 'o=- ' + (Date.now() % 1e9) + ' 2 IN IP4 127.0.0.1', 's=-', 't=0 0',
      'a=group:BUNDLE 0', 'a=msid-semantic: WMS',
      'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0'];
    p.cands.forEach((c, i) => {
      lines.push('a=candidate:' + (i + 1) + ' 1 udp ' + (2122260223 - i) + ' ' + c.addr + ' ' +
                 c.port + ' typ host generation 0');
    });
    lines.push('a=end-of-candidates', 'a=ice-ufrag:' + p.ufrag, 'a=ice-pwd:' + p.pwd,
      'a=fingerprint:sha-256 ' + fp,
      'a=setup:' + (type === 'offer' ? 'actpass' : (SETUP[p.setup] || 'active')),
      'a=mid:0', 'a=sctp-port:5000', 'a=max-message-size:262144');
    return lines.join('\r\n') + '\r\n';
  }

  // The local description once ICE gathering is complete (or GATHER_MS has passed).
  function gathered(pc) {
    return new Promise((resolve) => {
      const done = () => resolve(pc.localDescription.sdp);
      if (pc.iceGatheringState === 'complete') return done();
      const timer = setTimeout(done, GATHER_MS);
      pc.addEventListener('icegatheringstatechange', () => {
        if (pc.iceGatheringState === 'complete') { clearTimeout(timer); done(); }
      });
    });
  }

  function qrSvg(text, label) {
    const q = window.qrcode(0, 'L');
    q.addData(text);
    q.make();
    return q.createSvgTag({ cellSize: 4, margin: 4, scalable: true, alt: label });
  }

  const el = (tag, attrs, ...kids) => {
    const n = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'text') n.textContent = v; else if (k.startsWith('on')) n.addEventListener(k.slice(2), v);
      else n.setAttribute(k, v);
    }
    for (const k of kids) if (k) n.append(k);
    return n;
  };

  // --- reading a QR code with the camera (the host reads each phone's answer) ---------
  // BarcodeDetector where the browser has it, else jsQR on the video's frames.
  async function scan(video, found, stop) {
    const stream = await navigator.mediaDevices.getUserMedia(
      { video: { facingMode: 'environment' }, audio: false });
    video.srcObject = stream;
    await video.play();
    const detector = ('BarcodeDetector' in window) ? new window.BarcodeDetector({ formats: ['qr_code'] }) : null;
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    const end = () => { for (const t of stream.getTracks()) t.stop(); video.srcObject = null; };
    const tick = async () => {
      if (stop()) return end();
      let text = null;
      if (video.videoWidth) {
        if (detector) {
          const codes = await detector.detect(video).catch(() => []);
          if (codes.length) text = codes[0].rawValue;
        } else if (window.jsQR) {
          canvas.width = video.videoWidth; canvas.height = video.videoHeight;
          ctx.drawImage(video, 0, 0);
          const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
          const code = window.jsQR(img.data, img.width, img.height);
          if (code) text = code.data;
        }
      }
      if (text && found(text)) return end();
      setTimeout(tick, 200);
    };
    tick();
  }

  // --- the host ---------------------------------------------------------------------
  const host = {
    table: null,        // the table's id (engine.py's room_open), kept across reloads
    seats: {},          // seat -> {pc, channel, offer (payload), state, lastMoves, timer}
    gone: {},           // seat -> the same, for a seat given to an AI: its phone still
                        // connected, each message it sends refused in words
    screen: [],         // the seats people play at this screen (each may be handed a phone)
    names: [],
    moves: null,        // the moves of the position last pushed to the phones
    shown: false,       // the panel asked for (Invite phones)
  };
  const TABLE_KEY = 'ludi-room-table';
  const engineCall = async (fn, arg) => {
    const engine = await window.ludiEngine;
    return JSON.parse(await engine[fn](JSON.stringify(arg || {})));
  };

  async function invite(seat) {
    if (typeof window.RTCPeerConnection === 'undefined') {
      host.seats[seat] = { state: 'unsupported' };
      draw();
      return null;
    }
    const old = host.seats[seat];
    if (old && old.pc) { old.closing = true; old.pc.close(); }
    letGo(seat);
    const s = host.seats[seat] = { state: 'inviting', lastMoves: null };
    await engineCall('room_open', { seats: [seat], table: host.table });   // its count afresh
    const pc = s.pc = new RTCPeerConnection(RTC);
    const channel = s.channel = pc.createDataChannel('seat-' + seat, { ordered: true });
    channel.addEventListener('open', () => {
      if (host.seats[seat] !== s) return;
      clearTimeout(s.timer);
      s.state = 'joined';
      draw();
      // The seat's view at once, without waiting for the phone's hello (its answer
      // comes too): a phone shows its seat as soon as the two are joined.
      engineCall('room_views', {}).then((r) => {
        if (host.seats[seat] === s && r.to && r.to[seat]) send(s, r.to[seat]);
      }).catch((e) => console.error('room: ' + e.message));
    });
    channel.addEventListener('close', () => {
      if (host.seats[seat] !== s || s.closing) return;
      s.state = 'lost';
      invite(seat);      // a phone that locks or reloads scans the new code to rejoin
    });
    channel.addEventListener('message', (ev) => fromPhone(seat, s, String(ev.data)));
    pc.addEventListener('connectionstatechange', () => {
      if (host.seats[seat] === s && pc.connectionState === 'failed') { s.state = 'failed'; draw(); }
    });
    await pc.setLocalDescription(await pc.createOffer());
    const c = compact(await gathered(pc));
    s.ufrag = c.ufrag;
    s.offer = pack('o', host.table, seat, c);
    s.state = old && old.state === 'lost' ? 'lost' : 'waiting';
    draw();
    return s.offer;
  }

  // An answer scanned or pasted for ``seat`` (or for the seat it names): '' when it is
  // taken, else why not, in words.
  async function accept(text, seat) {
    const p = unpack(text);
    if (!p || p.kind !== 'a') return 'That is not a phone\'s answer to this table\'s invitation.';
    if (p.table !== host.table) return 'That answer is for another table.';
    if (seat !== undefined && p.seat !== seat) return 'That answer is for another seat.';
    const s = host.seats[p.seat];
    if (!s || !s.pc) return 'No phone was invited to that seat.';
    if (p.re !== s.ufrag || s.pc.signalingState !== 'have-local-offer')
      return 'That answer is for an older invitation: the phone should open the new one.';
    // Joining before the answer is set: the channel may open before the promise resolves.
    s.state = 'joining';
    s.timer = setTimeout(() => {
      if (host.seats[p.seat] === s && s.state === 'joining') { s.state = 'failed'; draw(); }
    }, joinMs());
    try {
      await s.pc.setRemoteDescription({ type: 'answer', sdp: sdpOf(p, 'answer') });
    } catch (e) {
      clearTimeout(s.timer);
      s.state = 'waiting';
      return 'That answer could not be used: ' + e.message;
    }
    draw();
    return '';
  }

  async function fromPhone(seat, s, text) {
    const viewer = window.__ludiViewer === undefined ? null : window.__ludiViewer;
    const r = await engineCall('room_message', { via: seat, text, viewer });
    if (r.error) { console.error('room_message: ' + r.error); return; }
    send(s, r.reply);
    if (r.changed) document.dispatchEvent(new CustomEvent('ludi-room-moved'));
  }

  function send(s, msg) {
    if (!s.channel || s.channel.readyState !== 'open') return;
    if (msg.moves !== undefined) s.lastMoves = msg.moves;
    s.channel.send(JSON.stringify(msg));
  }

  // The game moved on the host's side (or was redrawn): each joined phone that has
  // not seen this position gets its seat's view.
  async function changed(moves) {
    host.moves = moves;
    const joined = Object.entries(host.seats).filter(([, s]) => s.state === 'joined' && s.lastMoves !== moves);
    if (!joined.length) return;
    const r = await engineCall('room_views', {});
    for (const [seat, s] of joined) if (r.to && r.to[seat]) send(s, r.to[seat]);
  }

  const STATES = {
    inviting: 'Making the invitation…',
    waiting: 'Waiting: scan this code with the phone (or send it the link), then read the phone\'s answer here.',
    lost: 'The phone left the table: scan this new code with it to take the seat back where the game stands.',
    joining: 'Joining…',
    joined: 'Joined: this seat plays on its phone.',
    unsupported: 'This browser cannot hold a table for phones (it has no WebRTC): play this ' +
                 'seat by link instead, or open the table in another browser.',
    failed: 'No direct connection could be made with this phone. The two devices must be on the ' +
            'same network and able to reach each other (some guest or public Wi-Fi keeps devices ' +
            'apart). Try again, or play this seat by link instead.',
  };

  // The panel (#room-box): a QR code, a link, a scan button and a paste box per phone seat.
  function draw() {
    const box = document.getElementById('room-box');
    if (!box) return;
    const list = document.getElementById('room-seats');
    list.replaceChildren();
    for (const [seatKey, s] of Object.entries(host.seats)) {
      const seat = Number(seatKey);
      const name = host.names[seat] || ('Seat ' + (seat + 1));
      const li = el('li', { class: 'room-seat', 'data-seat': seat, 'data-state': s.state },
        el('h4', { text: name + '\'s phone' }),
        el('p', { class: 'room-state', role: 'status', text: STATES[s.state] || '' }));
      if (s.offer && s.state !== 'joined' && s.state !== 'joining') {
        const link = new URL('./phone.html#join=' + s.offer, location.href).href;
        const qr = el('div', { class: 'room-qr' });
        qr.innerHTML = qrSvg(link, 'Invitation for ' + name + '\'s phone');
        const input = el('input', { type: 'text', readonly: '', value: link, class: 'room-link',
                                    'aria-label': 'The invitation link for ' + name + '\'s phone' });
        const answer = el('textarea', { rows: '2', class: 'room-answer',
                                        'aria-label': 'The answer shown on ' + name + '\'s phone' });
        const said = el('p', { class: 'room-said', role: 'alert' });
        const video = el('video', { class: 'room-video', playsinline: '', muted: '', hidden: '' });
        let scanning = false;
        li.append(qr, el('p', {}, input, el('button', { type: 'button', text: 'Copy the link',
          onclick: () => { input.select(); navigator.clipboard && navigator.clipboard.writeText(link); } })),
          el('p', {}, el('button', { type: 'button', class: 'room-scan', text: 'Scan the phone\'s answer',
            onclick: () => {
              if (scanning) return;
              scanning = true;
              video.hidden = false;
              scan(video, (text) => {
                accept(text, seat).then((why) => { said.textContent = why; });
                return true;
              }, () => !scanning || host.seats[seat] !== s).catch((e) => {
                said.textContent = 'The camera could not be used (' + e.message + '): paste the phone\'s answer below.';
                scanning = false;
                video.hidden = true;
              });
            } })),
          video,
          el('label', { text: 'Or paste the phone\'s answer: ' }), answer,
          el('p', {}, el('button', { type: 'button', class: 'room-join', text: 'Join',
            onclick: async () => { said.textContent = await accept(answer.value, seat); } })),
          said);
      }
      if (s.state === 'unsupported') {
        li.append(el('p', { class: 'buttons' },
          el('button', { type: 'button', 'data-do': 'room-by-link', 'data-seat': String(seat),
                         text: 'Play this seat by link instead' })));
      }
      if (s.state === 'failed' || s.state === 'lost' || s.state === 'waiting') {
        li.append(el('p', { class: 'buttons' },
          el('button', { type: 'button', text: 'New invitation', onclick: () => invite(seat) }),
          el('button', { type: 'button', 'data-do': 'room-by-link', 'data-seat': String(seat),
                         text: 'Play this seat by link instead' })));
      }
      // The host may take any phone's seat back to this screen, joined or not, or
      // give it to an AI.
      li.append(el('p', { class: 'buttons' },
        el('button', { type: 'button', 'data-do': 'room-to-screen', 'data-seat': String(seat),
                       class: 'room-to-screen', text: 'Back to this screen' }),
        el('button', { type: 'button', 'data-do': 'room-to-ai', 'data-seat': String(seat),
                       class: 'room-to-ai', text: 'Give this seat to an AI' })));
      list.append(li);
    }
    // The seats played here (by people at this screen, or by an AI): each may be
    // handed to a phone mid-game.
    if (host.screen.length) {
      list.append(el('li', { class: 'room-screen' },
        el('h4', { text: 'Seats played here' }),
        el('p', { class: 'buttons' }, ...host.screen.map((seat) =>
          el('button', { type: 'button', 'data-do': 'room-seat-to-phone', 'data-seat': String(seat),
                         class: 'room-seat-to-phone',
                         text: 'Invite a phone for ' + (host.names[seat] || ('Seat ' + (seat + 1))) })))));
    }
    // Shown while a phone is still to join (or lost), and when asked for; Hide puts it away.
    const waiting = Object.values(host.seats).some((s) => s.state !== 'joined');
    box.hidden = !(Object.keys(host.seats).length || host.screen.length) || !(host.shown || waiting);
    const hide = document.getElementById('room-hide');
    if (hide && !hide.dataset.bound) {
      hide.dataset.bound = '1';
      hide.addEventListener('click', () => { host.shown = false; box.hidden = true; });
    }
  }

  // The UI opens the table to its phone seats (at the start of a game, or when the
  // host asks to invite them again); ``names``: every seat's name; ``screen``: the
  // seats played here (people at this screen, AIs), each of which the host may hand
  // to a phone.
  async function openTable(seats, names, screen) {
    host.names = names || [];
    host.screen = screen || [];
    host.shown = true;
    if (!host.table) {
      const r = await engineCall('room_open', { seats, table: localStorage.getItem(TABLE_KEY) });
      if (r.error) throw new Error(r.error);
      host.table = r.table;
      localStorage.setItem(TABLE_KEY, r.table);
    }
    for (const seat of seats) {
      const s = host.seats[seat];
      if (!s || s.state !== 'joined') await invite(seat);
    }
    draw();
  }

  // A seat given to an AI earlier: its phone's connection closed at last.
  function letGo(seat) {
    const g = host.gone[seat];
    if (g) { g.closing = true; if (g.pc) g.pc.close(); delete host.gone[seat]; }
  }

  // Take seats from their phones (none given: leave the table, for the lobby or
  // another game; every phone let go, the seats closed).  ``why`` "ai": the seats go
  // to an AI; each phone is told so (the engine's "gone" message) and stays
  // connected, so that each later message of it is refused in words (engine.py).
  async function closeTable(seats, why) {
    const gone = seats === undefined ? Object.keys(host.seats).map(Number) : seats;
    const keep = {};
    for (const seat of gone) {
      const s = host.seats[seat];
      if (!s) continue;
      if (why === 'ai' && s.channel && s.channel.readyState === 'open') keep[seat] = s;
      else { s.closing = true; if (s.pc) s.pc.close(); }
      delete host.seats[seat];
    }
    if (seats === undefined) {
      host.table = null;
      host.screen = [];
      for (const seat of Object.keys(host.gone)) letGo(seat);
    }
    if (!Object.keys(host.seats).length) host.shown = false;
    const r = await engineCall('room_close', seats === undefined ? {} : { seats, why });
    for (const [seat, s] of Object.entries(keep)) {
      host.gone[seat] = s;
      if (r.to && r.to[seat]) send(s, r.to[seat]);
    }
    draw();
  }

  // --- the phone ----------------------------------------------------------------------
  async function phoneMain() {
    const $ = (id) => document.getElementById(id);
    const say = (text) => { $('phone-state').textContent = text; };
    const raw = decodeURIComponent((location.hash.match(/#join=(.*)$/) || [])[1] || '');
    const offer = unpack(raw);
    if (!offer || offer.kind !== 'o') {
      say('This page joins a table from an invitation: scan the code on the table\'s screen.');
      return;
    }
    if (typeof window.RTCPeerConnection === 'undefined') {
      say(NO_RTC_PHONE);
      return;
    }
    const seat = offer.seat;
    let seq = -1;
    let last = null;          // the last view message
    const pc = new RTCPeerConnection(RTC);
    let channel = null;
    const post = (kind, body) => {
      if (!channel || channel.readyState !== 'open') return;
      seq += 1;
      channel.send(JSON.stringify(Object.assign(
        { v: 1, table: offer.table, seat, seq, kind }, body || {})));
    };
    const at = () => (last ? last.moves : null);
    let joinedAt = 0;
    pc.addEventListener('datachannel', (ev) => {
      channel = ev.channel;
      channel.addEventListener('open', () => {
        joinedAt = Date.now();
        $('phone-answer').hidden = true;
        say('Joined the table.');
        post('hello');
        // A hello unanswered (the table's page busy, a message lost) is said again,
        // a few times, until the seat's view arrives.
        let tries = 0;
        const again = setInterval(() => {
          if (last || tries >= HELLO_TRIES || !channel || channel.readyState !== 'open') {
            clearInterval(again);
            return;
          }
          tries += 1;
          post('hello');
        }, HELLO_MS);
      });
      channel.addEventListener('message', (e) => shown(JSON.parse(e.data)));
      channel.addEventListener('close', () => {
        say('The table let this phone go (or the connection dropped): scan the new code on the ' +
            'table\'s screen to take your seat back.');
        document.body.dataset.joined = 'no';
      });
    });
    await pc.setRemoteDescription({ type: 'offer', sdp: sdpOf(offer, 'offer') });
    await pc.setLocalDescription(await pc.createAnswer());
    const answer = pack('a', offer.table, seat, compact(await gathered(pc)), offer.ufrag);
    $('phone-qr').innerHTML = qrSvg(answer, 'This phone\'s answer');
    $('phone-code').value = answer;
    $('phone-answer').hidden = false;
    document.body.dataset.answer = answer;
    say('Show this code to the table\'s camera (or send it the text below).');
    setTimeout(() => {
      if (!joinedAt) {
        say('No direct connection to the table yet. Both devices must be on the same network and ' +
            'able to reach each other (some guest or public Wi-Fi keeps devices apart). Ask the ' +
            'host for a new invitation, or to play your seat by link instead.');
      }
    }, joinMs() * 3);
    $('phone-copy').addEventListener('click', () => {
      $('phone-code').select();
      if (navigator.clipboard) navigator.clipboard.writeText(answer);
    });

    function shown(msg) {
      if (msg.table !== offer.table || msg.seat !== seat) return;
      if (msg.kind === 'gone') {           // the host gave this seat to an AI
        say(msg.reason);
        $('phone-actions').replaceChildren();
        $('phone-hint-button').hidden = true;
        $('phone-undo').hidden = true;
        document.body.dataset.joined = 'gone';
        return;
      }
      if (msg.kind === 'hint') {
        $('phone-hint').textContent = msg.text || msg.label || '';
        return;
      }
      if (msg.kind === 'refused') $('phone-said').textContent = msg.reason;
      else $('phone-said').textContent = msg.refused_then || '';
      if (!msg.view) return;
      last = msg;
      document.body.dataset.joined = 'yes';
      document.body.dataset.moves = String(msg.moves);
      const v = msg.view;
      $('phone-seat').textContent = (v.names && v.names[seat]) || ('Seat ' + (seat + 1));
      $('phone-prompt').textContent = v.prompt ? v.prompt.text : '';
      const mine = msg.to_move.includes(seat) && !msg.over;
      const acts = $('phone-actions');
      acts.replaceChildren();
      if (mine && v.prompt) {
        v.prompt.actions.forEach((a) => {
          acts.append(el('button', { type: 'button', class: 'phone-act', text: a.label,
            onclick: () => post('act', { action: a.action, at: at() }) }));
        });
      }
      // The seat's hand in words, every game alike: the engine's answer to "hand"
      // (Game.read, issue 46), each card with what it does, from this seat's view.
      const hand = $('phone-hand');
      hand.replaceChildren();
      for (const line of msg.hand || []) {
        hand.append(el('li', { class: 'phone-card', text: line }));
      }
      $('phone-hand-box').hidden = !(msg.hand && msg.hand.length);
      const log = $('phone-log');
      log.replaceChildren();
      for (const line of (v.log || []).slice(-6)) {
        log.append(el('li', { text: typeof line === 'string' ? line : (line.text || '') }));
      }
      $('phone-hint-button').hidden = !mine;
      $('phone-undo').hidden = !v.can_undo;
      $('phone-hint').textContent = '';
    }
    $('phone-hint-button').addEventListener('click', () => post('hint', { at: at() }));
    $('phone-undo').addEventListener('click', () => post('undo', { at: at() }));
  }

  window.ludiRoom = { openTable, changed, closeTable, accept, invite, pack, unpack, sdpOf, compact,
                      state: host };
  if (document.body && document.body.dataset.page === 'phone') {
    phoneMain().catch((e) => {
      document.getElementById('phone-state').textContent = 'This phone could not join: ' + e.message;
    });
  }
})();
