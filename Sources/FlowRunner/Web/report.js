// flowrun's HTML report: draws the run embedded in #report-data.
// Every text from the run goes through textContent, never innerHTML.
(function () {
  "use strict";

  var data = JSON.parse(document.getElementById("report-data").textContent);
  var pictureLists = JSON.parse(document.getElementById("report-pictures").textContent);
  data.tests.forEach(function (test, index) { test.pictures = pictureLists[index]; });
  // A picture's nodes come as lists (see TreePicture.Node): named fields, once, when first drawn.
  function namedNode(list) {
    return { id: list[0], className: list[1], container: list[2], marks: list[3], style: list[4], context: list[5],
             properties: list[6], children: list[7], presented: list[8] };
  }
  function nodesOf(picture) {
    if (!picture.named) { picture.nodes = picture.nodes.map(namedNode); picture.named = true; }
    return picture.nodes;
  }
  var SVG = "http://www.w3.org/2000/svg";
  var BATCH = 200;
  var statuses = ["failed", "error", "passed", "skipped"];
  var marks = { passed: "✓", failed: "✗", error: "!", skipped: "○" };

  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    for (var key in attributes || {}) {
      if (key === "text") node.textContent = attributes[key];
      else if (key === "className") node.className = attributes[key];
      else node.setAttribute(key, attributes[key]);
    }
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  function svg(tag, attributes, text) {
    var node = document.createElementNS(SVG, tag);
    for (var key in attributes || {}) node.setAttribute(key, attributes[key]);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function cut(text, limit) { return text.length > limit ? text.slice(0, limit - 1) + "…" : text; }

  function milliseconds(ms) { return ms < 10 ? (Math.round(ms * 10) / 10) + " ms" : Math.round(ms) + " ms"; }

  function copyButton(text) {
    var button = el("button", { className: "copy", type: "button", title: "Copy " + text, text: "copy" });
    button.addEventListener("click", function (event) {
      event.stopPropagation();
      var done = function () { button.textContent = "copied"; };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text).then(done, function () { button.textContent = "select and copy"; });
      } else {
        button.textContent = "select and copy";
      }
    });
    return button;
  }

  function location(text) {
    return el("span", { className: "where" }, [el("code", { text: text }), copyButton(text)]);
  }

  // A failure message, one line a block, its diff lines ("- expected", "+ actual") coloured.
  function message(text, neutral) {
    var pre = el("pre", { className: neutral ? "note" : "message" });
    text.split("\n").forEach(function (line) {
      var trimmed = line.replace(/^\s+/, "");
      var kind = /^-(\s|$)/.test(trimmed) ? "diff-del" : /^\+(\s|$)/.test(trimmed) ? "diff-add" : "line";
      pre.appendChild(el("span", { className: kind, text: line || " " }));
    });
    return pre;
  }

  // ---- summary, problems, slowest ----

  function renderSummary() {
    var s = data.summary, box = document.getElementById("summary");
    [["total", s.total, "total"], ["passed", s.passed, "passed"], ["failed", s.failed, "failed"], ["skipped", s.skipped, "skipped"],
     ["errors", s.errors, s.errors === 1 ? "error" : "errors"], ["warnings", s.warnings, s.warnings === 1 ? "warning" : "warnings"]].forEach(function (entry) {
      box.appendChild(el("span", { className: "count-" + entry[0] }, [el("b", { text: String(entry[1]) }), document.createTextNode(" " + entry[2])]));
    });
    if (data.timings && s.milliseconds !== undefined) box.appendChild(el("span", { text: "in " + milliseconds(s.milliseconds) }));
    document.title = (s.failed + s.errors > 0 ? "✗ " : "✓ ") + document.title;
  }

  function renderProblems() {
    if (!data.loadFailures.length && !data.warnings.length) return;
    var section = document.getElementById("problems");
    section.hidden = false;
    if (data.loadFailures.length) {
      section.appendChild(el("h2", { text: "Files that could not be loaded (" + data.loadFailures.length + ")" }));
      data.loadFailures.forEach(function (failure) {
        section.appendChild(el("div", {}, [location(failure.file), message(failure.message)]));
      });
    }
    if (data.warnings.length) {
      section.appendChild(el("h2", { text: "Warnings" }));
      section.appendChild(el("ul", {}, data.warnings.map(function (w) { return el("li", { text: w }); })));
    }
  }

  function renderSlowest() {
    if (!data.timings || data.tests.length < 2) return;
    var timed = data.tests.map(function (t, i) { return i; }).filter(function (i) { return data.tests[i].milliseconds !== undefined; });
    timed.sort(function (a, b) { return data.tests[b].milliseconds - data.tests[a].milliseconds || a - b; });
    var section = document.getElementById("slowest");
    section.hidden = false;
    section.appendChild(el("h2", { text: "Slowest tests" }));
    section.appendChild(el("ol", {}, timed.slice(0, 5).map(function (i) {
      var link = el("a", { href: "#test-" + i, text: data.tests[i].id });
      link.addEventListener("click", function () { reveal(i); });
      return el("li", {}, [link, el("span", { className: "ms", text: "  " + milliseconds(data.tests[i].milliseconds) })]);
    })));
  }

  // ---- route coverage (`--coverage`) ----

  function renderCoverage() {
    var coverage = data.coverage;
    if (!coverage) return;
    var section = document.getElementById("coverage");
    section.hidden = false;
    section.appendChild(el("h2", { text: "Route coverage: " + coverage.routes.percent + " of routes and destinations (" +
      coverage.routes.covered + " of " + coverage.routes.total + ")" }));
    var table = el("table", { className: "coverage" }, [el("tr", {}, [el("th", { text: "" }), el("th", { text: "covered" }), el("th", { text: "" })])]);
    coverage.kinds.forEach(function (kind) {
      table.appendChild(el("tr", {}, [el("td", { text: kind.plural }), el("td", { text: kind.covered + " of " + kind.total }), el("td", { text: kind.percent })]));
    });
    section.appendChild(table);
    var never = coverage.items.filter(function (item) { return !item.covered || item.missing.length; });
    if (never.length) {
      section.appendChild(el("h3", { text: "never exercised" }));
      section.appendChild(el("ul", { className: "never" }, never.slice(0, 200).map(function (item) {
        var text = item.covered ? item.kind + " " + item.title + " never " + item.missing.join(", never ") : "never " + item.verb + ": " + item.title;
        return el("li", { text: text });
      })));
      if (never.length > 200) section.appendChild(el("p", { className: "empty", text: "… and " + (never.length - 200) + " more (see --coverage json=FILE)" }));
    }
    var all = el("details", {}, [el("summary", { text: "every item, with its counts" })]);
    var opened = false;
    all.addEventListener("toggle", function () {
      if (opened || !all.open) return;
      opened = true;
      coverage.kinds.forEach(function (kind) {
        var items = coverage.items.filter(function (item) { return item.kind === kind.kind; });
        if (!items.length) return;
        all.appendChild(el("h3", { text: kind.plural }));
        var rows = [el("tr", {}, [el("th", { text: "" })].concat(kind.outcomes.map(function (o) { return el("th", { text: o }); })))];
        items.forEach(function (item) {
          rows.push(el("tr", { className: item.covered ? "" : "uncovered" }, [el("td", { text: item.title })].concat(kind.outcomes.map(function (o) {
            return el("td", { text: String(item.counts[o] || 0) });
          }))));
        });
        all.appendChild(el("table", { className: "coverage" }, rows));
      });
    });
    section.appendChild(all);
  }

  // ---- filters and the lazily drawn list ----

  var filter = { statuses: {}, tag: "", text: "" };
  var shown = [], drawn = 0;
  // The tests whose details are open, kept open when a filter redraws the list.
  var opened = {};

  function renderFilters() {
    var group = document.getElementById("status-filters");
    statuses.forEach(function (status) {
      var count = data.tests.filter(function (t) { return t.status === status; }).length;
      if (!count) return;
      var button = el("button", { type: "button", "aria-pressed": "false", "data-status": status, text: marks[status] + " " + status + " " + count });
      button.addEventListener("click", function () {
        filter.statuses[status] = !filter.statuses[status];
        button.setAttribute("aria-pressed", String(!!filter.statuses[status]));
        applyFilter();
      });
      group.appendChild(button);
    });
    var tags = {};
    data.tests.forEach(function (t) { t.tags.forEach(function (tag) { tags[tag] = true; }); });
    var select = document.getElementById("tag-filter");
    Object.keys(tags).sort().forEach(function (tag) { select.appendChild(el("option", { value: tag, text: tag })); });
    if (!Object.keys(tags).length) select.parentNode.hidden = true;
    select.addEventListener("change", function () { filter.tag = select.value; applyFilter(); });
    var input = document.getElementById("text-filter"), pending = null;
    input.addEventListener("input", function () {
      clearTimeout(pending);
      pending = setTimeout(function () { filter.text = input.value.toLowerCase(); applyFilter(); }, 120);
    });
  }

  function matches(test) {
    var anyStatus = statuses.some(function (s) { return filter.statuses[s]; });
    if (anyStatus && !filter.statuses[test.status]) return false;
    if (filter.tag && test.tags.indexOf(filter.tag) < 0) return false;
    if (!filter.text) return true;
    var haystack = (test.id + "\n" + test.location + "\n" + test.tags.join(" ") + "\n" + (test.message || "")).toLowerCase();
    return haystack.indexOf(filter.text) >= 0;
  }

  function applyFilter() {
    shown = [];
    data.tests.forEach(function (test, index) { if (matches(test)) shown.push(index); });
    document.getElementById("test-list").textContent = "";
    drawn = 0;
    drawMore();
    var tests = function (n) { return n === 1 ? "1 test" : n + " tests"; };
    document.getElementById("shown-count").textContent = shown.length === data.tests.length
      ? tests(data.tests.length) : shown.length + " of " + tests(data.tests.length);
    if (!shown.length) {
      document.getElementById("test-list").appendChild(el("li", { className: "empty",
        text: data.tests.length ? "No test matches these filters." : "No test ran: see the warnings above." }));
    }
  }

  function drawMore() {
    var list = document.getElementById("test-list"), end = Math.min(shown.length, drawn + BATCH);
    var fragment = document.createDocumentFragment();
    for (; drawn < end; drawn++) fragment.appendChild(testRow(shown[drawn]));
    list.appendChild(fragment);
    var more = document.getElementById("more");
    more.textContent = "";
    if (drawn < shown.length) {
      var button = el("button", { type: "button", text: "Show " + Math.min(BATCH, shown.length - drawn) + " more of " + (shown.length - drawn) });
      button.addEventListener("click", drawMore);
      more.appendChild(button);
    }
  }

  function testRow(index) {
    var test = data.tests[index];
    var name = el("span", { className: "name", title: test.id.length > 300 ? test.id.slice(0, 2000) : "" }, [
      test.groups.length ? el("span", { className: "groups", text: cut(test.groups.join(" › "), 200) + " › " }) : null,
      el("span", { text: cut(test.name, 300) })
    ]);
    var tags = test.tags.slice(0, 8).map(function (tag) { return el("span", { className: "tag", text: cut(tag, 40) }); });
    if (test.tags.length > 8) tags.push(el("span", { className: "tag", text: "+" + (test.tags.length - 8) }));
    var row = el("div", { className: "row", role: "button", tabindex: "0", "aria-expanded": "false" }, [
      el("span", { className: "status status-" + test.status, title: test.status, text: marks[test.status] }),
      name,
      el("span", {}, tags),
      el("code", { className: "where", text: test.location }),
      data.timings && test.milliseconds !== undefined && test.status !== "skipped" ? el("span", { className: "ms", text: milliseconds(test.milliseconds) }) : null
    ]);
    var item = el("li", { className: "test " + test.status, id: "test-" + index, "data-index": String(index) }, [row]);
    var toggle = function () {
      var open = row.getAttribute("aria-expanded") === "true";
      row.setAttribute("aria-expanded", String(!open));
      opened[index] = !open;
      if (open) { item.removeChild(item.lastChild); return; }
      item.appendChild(details(test));
    };
    if (opened[index]) toggle();
    row.addEventListener("click", toggle);
    row.addEventListener("keydown", function (event) { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); toggle(); } });
    return item;
  }

  function reveal(index) {
    var position = shown.indexOf(index);
    if (position < 0) { filter = { statuses: {}, tag: "", text: "" }; resetFilterControls(); applyFilter(); position = shown.indexOf(index); }
    while (drawn <= position) drawMore();
    var item = document.getElementById("test-" + index);
    if (item.firstChild.getAttribute("aria-expanded") !== "true") item.firstChild.click();
    item.scrollIntoView();
  }

  function resetFilterControls() {
    Array.prototype.forEach.call(document.querySelectorAll("#status-filters button"), function (b) { b.setAttribute("aria-pressed", "false"); });
    document.getElementById("tag-filter").value = "";
    document.getElementById("text-filter").value = "";
  }

  // ---- one test ----

  function details(test) {
    var box = el("div", { className: "details" });
    box.appendChild(el("div", {}, [document.createTextNode("declared at "), location(test.location)]));
    if (test.ending) box.appendChild(el("p", { text: "ended: " + test.ending }));
    if (test.message) {
      box.appendChild(el("h3", { text: test.status === "skipped" ? "why skipped" : "failure" }));
      if (test.failureLocation) box.appendChild(el("div", {}, [document.createTextNode("at "), location(test.failureLocation)]));
      box.appendChild(message(test.message, test.status === "skipped"));
      if (test.callers.length) box.appendChild(el("pre", { text: "called from:\n" + test.callers.join("\n") }));
      if (test.traceback) box.appendChild(el("pre", { text: "traceback:\n" + test.traceback }));
    }
    if (test.steps.length) box.appendChild(filmstrip(test));
    else if (test.status !== "skipped") box.appendChild(el("p", { className: "empty", text: "no steps recorded" }));
    if (test.warnings.length) { box.appendChild(el("h3", { text: "warnings" })); box.appendChild(el("pre", { text: test.warnings.join("\n") })); }
    if (test.output) { box.appendChild(el("h3", { text: "output" })); box.appendChild(el("pre", { text: test.output })); }
    if (test.tree && !test.pictures.length) { box.appendChild(el("h3", { text: "tree at the end" })); box.appendChild(el("pre", { text: test.tree })); }
    return box;
  }

  function filmstrip(test) {
    var wrapper = el("div", {}, [el("h3", { text: "steps" + (test.earlierSteps ? " (the " + test.earlierSteps + " before these were not kept)" : "") })]);
    var film = el("div", { className: "film" });
    var list = el("ol", { className: "steps", role: "listbox", tabindex: "0", "aria-label": "Steps" });
    var viewer = el("div", { className: "viewer" });
    var items = test.steps.map(function (step, index) {
      var item = el("li", { role: "option", "aria-selected": "false", className: step.passed ? "passed" : "failed", "data-step": String(index) }, [
        el("span", { className: "status status-" + (step.passed ? "passed" : "failed"), text: step.passed ? "✓" : "✗" }),
        el("span", { className: "kind", text: step.kind }),
        el("span", { className: "text" }, [
          el("span", { text: step.text }),
          step.location ? el("code", { className: "where", text: step.location }) : null
        ])
      ]);
      item.addEventListener("click", function () { select(index); });
      return item;
    });
    items.forEach(function (item) { list.appendChild(item); });
    var current = -1;
    function select(index) {
      if (index < 0 || index >= items.length) return;
      if (current >= 0) items[current].setAttribute("aria-selected", "false");
      current = index;
      items[index].setAttribute("aria-selected", "true");
      items[index].scrollIntoView({ block: "nearest" });
      viewer.textContent = "";
      viewer.appendChild(stepView(test, index, select));
    }
    list.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" || event.key === "ArrowRight") { event.preventDefault(); select(current + 1); }
      if (event.key === "ArrowUp" || event.key === "ArrowLeft") { event.preventDefault(); select(current - 1); }
    });
    film.appendChild(list);
    film.appendChild(viewer);
    wrapper.appendChild(film);
    var failed = test.status === "failed" || test.status === "error" ? test.steps.map(function (s) { return s.passed; }).lastIndexOf(false) : -1;
    select(failed >= 0 ? failed : test.steps.length - 1);
    return wrapper;
  }

  function pictureBefore(test, index) {
    if (test.steps[index].before != null) return test.steps[index].before;
    for (var i = index - 1; i >= 0; i--) if (test.steps[i].picture != null) return test.steps[i].picture;
    return test.startPicture;
  }

  // A step's routing trace: its request (most often the step's own text, then left out of the data) and its lines.
  function routingTrace(step) {
    if (step.traceLines == null) return null;
    return (step.traceRequest != null ? step.traceRequest : step.text) + step.traceLines;
  }

  function stepView(test, index, select) {
    var step = test.steps[index];
    var view = el("div", { className: "step-view", "data-step": String(index) });
    var previous = el("button", { type: "button", text: "◀ previous" }), next = el("button", { type: "button", text: "next ▶" });
    previous.disabled = index === 0;
    next.disabled = index === test.steps.length - 1;
    previous.addEventListener("click", function () { select(index - 1); });
    next.addEventListener("click", function () { select(index + 1); });
    view.appendChild(el("div", { className: "controls" }, [previous, next,
      el("span", { text: "step " + (index + 1) + " of " + test.steps.length + ": " + step.text })]));
    if (step.failure) view.appendChild(message(step.failure));
    if (!test.pictures.length) {
      view.appendChild(el("p", { className: "empty", text: "no pictures: this report was written without them" }));
    } else {
      var after = step.picture, before = pictureBefore(test, index);
      var afterPicture = after == null ? null : test.pictures[after];
      var beforePicture = before == null ? null : test.pictures[before];
      view.appendChild(el("div", { className: "legend" }, [
        el("span", {}, [el("i", { style: "background:var(--new)" }), document.createTextNode("new")]),
        el("span", {}, [el("i", { style: "background:var(--changed)" }), document.createTextNode("changed")]),
        el("span", {}, [el("i", { style: "background:var(--gone)" }), document.createTextNode("gone")]),
        el("span", {}, [el("i", { style: "border:3px solid var(--visible)" }), document.createTextNode("what the user sees")])
      ]));
      var figures = { after: figure("after", afterPicture, beforePicture, "new"), before: figure("before", beforePicture, afterPicture, "gone") };
      var tabs = el("div", { className: "tabs", role: "tablist" });
      var pictures = el("div", { className: "pictures" });
      ["after", "before"].forEach(function (name) {
        var tab = el("button", { type: "button", role: "tab", "data-picture": name, "aria-selected": String(name === shownPicture), text: name === "after" ? "after this step" : "before it" });
        tab.addEventListener("click", function () {
          shownPicture = name;
          Array.prototype.forEach.call(tabs.children, function (t) { t.setAttribute("aria-selected", String(t === tab)); });
          pictures.textContent = "";
          pictures.appendChild(figures[name]);
        });
        tabs.appendChild(tab);
      });
      pictures.appendChild(figures[shownPicture]);
      view.appendChild(tabs);
      view.appendChild(pictures);
    }
    var trace = routingTrace(step);
    if (trace) { view.appendChild(el("h3", { text: "routing trace" })); view.appendChild(el("pre", { text: trace })); }
    return view;
  }

  // Which picture the step view shows, kept from step to step.
  var shownPicture = "after";

  function figure(caption, picture, other, difference) {
    var box = el("figure", { className: "picture-" + caption }, [el("figcaption", { text: caption === "after" ? "the app after this step" : "the app before this step" })]);
    if (!picture) {
      box.appendChild(el("p", { className: "empty", text: "not drawn: a long test keeps the pictures of its last steps only" }));
      return box;
    }
    box.appendChild(drawTree(picture, other, difference));
    box.title = "Click to see it at full size (or to fit it again)";
    box.addEventListener("click", function () { box.classList.toggle("full-size"); });
    return box;
  }

  // ---- the tree as SVG ----

  var CHAR = 7.3, LINE = 15, PAD = 7, GAP_X = 18, GAP_Y = 34, MAX_LINES = 8;

  function nodeLines(node) {
    var lines = [node.className + " #" + node.id];
    if (node.marks.length) lines.push("(" + node.marks.join(", ") + ")");
    if (node.style) lines.push("[" + node.style + "]");
    if (node.context != null) lines.push("context=" + node.context);
    node.properties.forEach(function (p) { lines.push(p[0] + "=" + p[1]); });
    if (lines.length > MAX_LINES) lines = lines.slice(0, MAX_LINES - 1).concat(["… " + (lines.length - MAX_LINES + 1) + " more"]);
    return lines.map(function (line) { return line.length > 60 ? line.slice(0, 59) + "…" : line; });
  }

  function signature(node) {
    return JSON.stringify([node.className, node.marks, node.style, node.context, node.properties, node.children, node.presented]);
  }

  // A child's label: its place in its container (`count` children in all, those left out included).
  function edgeLabel(parent, position, count) {
    switch (parent.container) {
      case "navigation": return String(position + 1) + (position === count - 1 ? " (top)" : "");
      case "tab_bar": return "tab " + (position + 1);
      case "split": return position === 0 ? "primary" : position === 1 ? "secondary" : String(position + 1);
      default: return String(position + 1);
    }
  }

  // What hangs under a node: its children (a gap for those the picture left
  // out, `-n` in its list), then what it presents; each with its label.
  function kidsOf(node, byID) {
    var count = 0, position = 0, kids = [];
    node.children.forEach(function (c) { count += c < 0 ? -c : 1; });
    node.children.forEach(function (c, index) {
      if (c < 0) {
        kids.push({ key: "gap-" + node.id + "-" + index, gap: -c, label: "" });
        position += -c;
        return;
      }
      if (byID[c]) kids.push({ key: String(c), label: edgeLabel(node, position, count) });
      position += 1;
    });
    if (node.presented != null && byID[node.presented]) {
      var presented = byID[node.presented];
      kids.push({ key: String(node.presented), presents: true, label: "presents" + (presented.style ? " [" + presented.style + "]" : "") });
    }
    return kids;
  }

  // Lays a window's nodes out top-down: each subtree as wide as its widest
  // level, children centred under their parent. Iterative: deep trees are fine.
  function layout(picture, rootID, byID) {
    var order = [], stack = [{ key: String(rootID), depth: 0 }], boxes = {};
    while (stack.length) {
      var entry = stack.pop();
      if (boxes[entry.key]) continue;
      var node = entry.gap ? null : byID[entry.key];
      if (!entry.gap && !node) continue;
      var lines = node ? nodeLines(node) : ["… " + entry.gap + " more"];
      var width = Math.max.apply(null, lines.map(function (l) { return l.length; })) * CHAR + 2 * PAD;
      var kids = node ? kidsOf(node, byID) : [];
      boxes[entry.key] = { node: node, gap: entry.gap, lines: lines, width: width, height: lines.length * LINE + 2 * PAD, depth: entry.depth, kids: kids };
      order.push(entry.key);
      for (var k = kids.length - 1; k >= 0; k--) stack.push({ key: kids[k].key, gap: kids[k].gap, depth: entry.depth + 1 });
    }
    var rowHeight = [];
    order.forEach(function (key) { var b = boxes[key]; rowHeight[b.depth] = Math.max(rowHeight[b.depth] || 0, b.height); });
    var rowTop = [0];
    for (var d = 1; d < rowHeight.length; d++) rowTop[d] = rowTop[d - 1] + rowHeight[d - 1] + GAP_Y;
    for (var i = order.length - 1; i >= 0; i--) {
      var box = boxes[order[i]], sum = 0;
      box.kids.forEach(function (kid, position) { sum += boxes[kid.key].span + (position ? GAP_X : 0); });
      box.span = Math.max(box.width, sum);
    }
    var root = boxes[String(rootID)];
    if (root) root.left = 0;
    order.forEach(function (key) {
      var b = boxes[key];
      b.x = b.left + (b.span - b.width) / 2;
      b.y = rowTop[b.depth];
      var sum = 0;
      b.kids.forEach(function (kid, position) { sum += boxes[kid.key].span + (position ? GAP_X : 0); });
      var cursor = b.left + (b.span - sum) / 2;
      b.kids.forEach(function (kid) { boxes[kid.key].left = cursor; cursor += boxes[kid.key].span + GAP_X; });
    });
    var height = rowHeight.length ? rowTop[rowTop.length - 1] + rowHeight[rowHeight.length - 1] : 0;
    return { boxes: boxes, order: order, width: root ? root.span : 0, height: height };
  }

  function drawTree(picture, other, difference) {
    var byID = {}, otherByID = {};
    nodesOf(picture).forEach(function (n) { byID[n.id] = n; });
    if (other) nodesOf(other).forEach(function (n) { otherByID[n.id] = n; });
    var root = svg("svg", { class: "tree", role: "img" });
    var content = svg("g", { transform: "translate(10,10)" });
    var x = 0, top = 24, totalHeight = 0, description = [];
    picture.windows.forEach(function (window) {
      var title = "window " + window.name + (window.isKey ? " (key)" : "");
      content.appendChild(svg("text", { class: "title", x: x, y: 14 }, title));
      description.push(title);
      if (window.root == null) {
        content.appendChild(svg("text", { class: "label", x: x, y: top + 14 }, "(no root)"));
        x += Math.max(120, title.length * CHAR) + 30;
        totalHeight = Math.max(totalHeight, top + 20);
        return;
      }
      var laid = layout(picture, window.root, byID);
      var group = svg("g", { transform: "translate(" + x + "," + top + ")" });
      laid.order.forEach(function (key) {
        var b = laid.boxes[key];
        b.kids.forEach(function (kid) {
          var c = laid.boxes[kid.key];
          var x1 = b.x + b.width / 2, y1 = b.y + b.height, x2 = c.x + c.width / 2, y2 = c.y;
          var middle = (y1 + y2) / 2;
          group.appendChild(svg("path", { class: "edge" + (kid.presents || kid.gap ? " presents" : ""), d: "M" + x1 + "," + y1 + " C" + x1 + "," + middle + " " + x2 + "," + middle + " " + x2 + "," + y2 }));
          if (kid.label) group.appendChild(svg("text", { class: "label", x: x2 + 4, y: y2 - 5 }, kid.label));
        });
      });
      laid.order.forEach(function (key) {
        var b = laid.boxes[key], node = b.node, classes = ["node"];
        if (!node) {
          var gap = svg("g", { class: "node gap", transform: "translate(" + b.x + "," + b.y + ")" });
          gap.appendChild(svg("rect", { class: "box", width: b.width, height: b.height, rx: 3 }));
          gap.appendChild(svg("text", { x: PAD, y: PAD + LINE - 4 }, b.lines[0]));
          group.appendChild(gap);
          return;
        }
        if (node.container) classes.push("container");
        if (picture.visible === node.id) classes.push("visible");
        if (other) {
          var was = otherByID[node.id];
          if (!was) classes.push(difference);
          else if (difference === "new" && signature(was) !== signature(node)) classes.push("changed");
        }
        var g = svg("g", { class: classes.join(" "), "data-node": String(node.id), transform: "translate(" + b.x + "," + b.y + ")" });
        g.appendChild(svg("title", {}, b.lines.join("\n")));
        g.appendChild(svg("rect", { class: "box", width: b.width, height: b.height, rx: node.container ? 9 : 3 }));
        b.lines.forEach(function (line, i) {
          g.appendChild(svg("text", { x: PAD, y: PAD + (i + 1) * LINE - 4, "font-weight": i === 0 ? "700" : "400" }, line));
        });
        group.appendChild(g);
        description.push(b.lines[0]);
      });
      content.appendChild(svg("rect", { class: "window", x: x - 6, y: top - 6, width: laid.width + 12, height: laid.height + 12, rx: 6 }));
      content.appendChild(group);
      x += Math.max(laid.width, title.length * CHAR) + 36;
      totalHeight = Math.max(totalHeight, top + laid.height + 10);
    });
    if (picture.omittedNodes) {
      content.appendChild(svg("text", { class: "label", x: 0, y: totalHeight + 16 }, "… and " + picture.omittedNodes + " more nodes, left out of the picture"));
      totalHeight += 24;
    }
    var width = Math.max(200, x + 110), height = totalHeight + 24;
    root.setAttribute("viewBox", "0 0 " + width + " " + height);
    root.setAttribute("width", String(width));
    root.setAttribute("height", String(height));
    root.setAttribute("aria-label", description.join(", "));
    root.appendChild(content);
    return root;
  }

  // ---- start ----

  renderSummary();
  renderProblems();
  renderCoverage();
  renderFilters();
  renderSlowest();
  applyFilter();
  // The first failures open at the step that failed (a few: each draws its steps and a tree).
  for (var f = 0; f < Math.min(3, data.tests.length); f++) {
    if (data.tests[f].status !== "failed" && data.tests[f].status !== "error") break;
    document.getElementById("test-" + f).firstChild.click();
  }
})();
