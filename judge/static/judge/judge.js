// Judge tool: small progressive enhancements. Everything works without JavaScript.
(function () {
  "use strict";
  var LANGS = ["en", "th", "ko"];

  function typing(el) {
    if (!el) return false;
    var tag = el.tagName;
    return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || el.isContentEditable;
  }

  // Keyboard: ArrowLeft / ArrowRight step back and forward (not while typing).
  document.addEventListener("keydown", function (ev) {
    if (ev.altKey || ev.ctrlKey || ev.metaKey || ev.shiftKey || typing(document.activeElement)) return;
    var id = ev.key === "ArrowRight" ? "step-next" : ev.key === "ArrowLeft" ? "step-prev" : null;
    if (!id) return;
    var el = document.getElementById(id);
    if (el && el.getAttribute("aria-disabled") !== "true") {
      ev.preventDefault();
      el.click();
    }
  });

  // Layer view (issue 22): tapping a permanent in the picture, or its "Layers" link in the text
  // view, opens that permanent's layer table and brings it into view. Without JavaScript the link
  // still leads to the table (one more tap opens it).
  function openLayers(id) {
    var box = document.getElementById("layers-" + id);
    if (!box) return false;
    box.open = true;
    box.scrollIntoView({block: "start"});
    var s = box.querySelector("summary");
    if (s) s.focus({preventScroll: true});
    return true;
  }
  document.addEventListener("click", function (ev) {
    if (!ev.target.closest) return;
    var link = ev.target.closest("a[data-layers]");
    var g = link ? null : ev.target.closest(".board-pic-scroll g[data-id]");
    var id = link ? link.getAttribute("data-layers") : g ? g.getAttribute("data-id") : null;
    if (id && openLayers(id)) ev.preventDefault();
  });
  function markLayerPerms() {
    Array.prototype.forEach.call(document.querySelectorAll(".board-pic-scroll g[data-id]"), function (g) {
      if (document.getElementById("layers-" + g.getAttribute("data-id"))) g.classList.add("has-layers");
    });
  }
  markLayerPerms();
  document.addEventListener("htmx:afterSettle", markLayerPerms);

  // Language switch keeps the scenario: an unsaved scenario is posted to the other language's
  // editor; a saved or library scenario keeps its address and ?step=.
  document.addEventListener("click", function (ev) {
    var a = ev.target.closest ? ev.target.closest(".lang-switch a[hreflang]") : null;
    if (!a) return;
    var form = document.getElementById("judge-form");
    var code = a.getAttribute("hreflang");
    if (!form || LANGS.indexOf(code) < 0) return;
    ev.preventDefault();
    var base = form.getAttribute("data-base-url");
    if (base) {
      window.location.href = "/" + code + window.location.pathname.replace(/^\/[a-z]{2}\//, "/") + window.location.search;
      return;
    }
    form.setAttribute("action", "/" + code + "/judge/edit/");
    form.submit();  // a plain POST (not htmx): the whole page in the other language
  });

  // Show only the fields that the chosen action uses: data-for lists the actions; for a policy fix
  // (remedy), data-kind lists the errors and data-rel the Rules Enforcement Level a field is for;
  // data-player marks a hand card of one player (only the chosen player's cards are offered).
  function words(el, attr) { var v = el.getAttribute(attr); return v === null ? null : v.split(" "); }
  function showActionFields() {
    var sel = document.getElementById("na-type");
    if (!sel) return;
    var box = document.getElementById("add-action");
    var kindSel = document.getElementById("na-kind");
    var kind = kindSel ? kindSel.value : "";
    var relBox = box.querySelector("input[name=s-rel]:checked");
    var rel = relBox ? relBox.value : "";
    var who = document.getElementById("na-player");
    Array.prototype.forEach.call(box.querySelectorAll("[data-for], [data-kind], [data-rel], [data-player]"), function (p) {
      var f = words(p, "data-for"), k = words(p, "data-kind"), r = words(p, "data-rel"), pl = p.getAttribute("data-player");
      var show = (!f || f.indexOf(sel.value) >= 0) &&
        (!k || sel.value !== "remedy" || k.indexOf(kind) >= 0) &&
        (!r || !rel || r.indexOf(rel) >= 0) &&
        (pl === null || !who || pl === who.value);
      p.hidden = !show;
      if (!show && pl !== null) {
        var cb = p.querySelector("input[type=checkbox]");
        if (cb) cb.checked = false;
      }
    });
  }
  document.addEventListener("change", function (ev) {
    var t = ev.target;
    if (t && (t.id === "na-type" || t.id === "na-kind" || t.id === "na-player" || t.name === "s-rel")) showActionFields();
  });
  showActionFields();
  document.body.addEventListener("htmx:afterSettle", showActionFields);

  // Keep open <details> (board set-up, JSON) open when htmx swaps the workspace.
  var openDetails = null;
  document.body.addEventListener("htmx:beforeRequest", function () {
    openDetails = Array.prototype.map.call(document.querySelectorAll("#workspace details[id][open]"),
      function (d) { return d.id; });
  });
  document.body.addEventListener("htmx:afterSettle", function () {
    if (!openDetails) return;
    openDetails.forEach(function (id) {
      var d = document.getElementById(id);
      if (d) d.open = true;
    });
    openDetails = null;
  });

  // A refused edit answers 400 (404 for an unknown card) with the workspace and the message next to
  // the field at fault: show it (htmx drops 4xx answers by default), then bring the field into view.
  // (the settle events of an outerHTML swap fire on the replaced, detached elements: poll instead)
  function whenReplaced(old, fn, tries) {
    var ws = document.getElementById("workspace");
    if (ws && ws !== old) { window.setTimeout(fn, 30); return; }
    if (tries > 0) window.setTimeout(function () { whenReplaced(old, fn, tries - 1); }, 30);
  }
  function showError() {
    var err = document.querySelector("#workspace .field-error") || document.getElementById("edit-error");
    if (!err) return;
    var field = err.id && err.id.slice(-4) === "-err" ? document.getElementById(err.id.slice(0, -4)) : null;
    if (field) {
      field.setAttribute("aria-describedby", err.id);
      field.setAttribute("aria-invalid", "true");
    }
    (field || err).scrollIntoView({block: "center"});
    if (field) field.focus({preventScroll: true});
  }
  document.body.addEventListener("htmx:beforeSwap", function (ev) {
    var s = ev.detail.xhr && ev.detail.xhr.status;
    var t = ev.detail.target;
    if ((s === 400 || s === 404) && t && t.id === "workspace") {
      ev.detail.shouldSwap = true;
      ev.detail.isError = false;
      whenReplaced(t, showError, 100);
    }
  });

  // After "save and get a link": say it is saved and offer to copy the link (the link is at the top).
  document.addEventListener("submit", function (ev) {
    if (ev.target && ev.target.querySelector && ev.target.querySelector("#save-btn")) {
      try { window.sessionStorage.setItem("judge-just-saved", "1"); } catch (e) { /* private mode */ }
    }
  });
  function savedBox() {
    var input = document.getElementById("permalink");
    var copy = document.getElementById("copy-link");
    if (!input || !copy || copy.getAttribute("data-ready")) return;
    copy.setAttribute("data-ready", "1");
    copy.hidden = false;
    copy.addEventListener("click", function () {
      var done = function () { document.getElementById("copy-done").hidden = false; };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(input.value).then(done, function () { input.select(); });
      } else {
        input.select();
        try { if (document.execCommand("copy")) done(); } catch (e) { /* the text stays selected */ }
      }
    });
    var just = null;
    try { just = window.sessionStorage.getItem("judge-just-saved"); window.sessionStorage.removeItem("judge-just-saved"); } catch (e) { /* */ }
    if (just) document.getElementById("saved-ok").hidden = false;
  }
  savedBox();

  // The unsaved board is kept in the browser (this tab's sessionStorage) when the page is left, and
  // put back when the reader comes back to the editor with Back or a reload, also without the
  // back-forward cache (issue 24, item 4). A saved or library board keeps its address instead.
  var KEEP = "judge-unsaved";
  function unsavedForm() {
    var form = document.getElementById("judge-form");
    return form && !form.getAttribute("data-base-url") ? form : null;
  }
  window.addEventListener("pagehide", function () {
    var form = unsavedForm();
    var doc = document.getElementById("doc");
    if (!form || !doc) return;
    var step = form.querySelector("input[name=step]");
    try {
      window.sessionStorage.setItem(KEEP, JSON.stringify({path: window.location.pathname, doc: doc.value,
                                                          step: step ? step.value : "0"}));
    } catch (e) { /* storage full or off: the board is only in the page */ }
  });
  function restoreUnsaved() {
    var form = unsavedForm();
    var doc = document.getElementById("doc");
    if (!form || !doc || window.location.search) return;   // ?game= / ?card= start a new board
    var nav = performance.getEntriesByType && performance.getEntriesByType("navigation")[0];
    if (!nav || (nav.type !== "back_forward" && nav.type !== "reload")) return;
    var kept = null;
    try { kept = JSON.parse(window.sessionStorage.getItem(KEEP) || "null"); } catch (e) { kept = null; }
    if (!kept || kept.path !== window.location.pathname || !kept.doc || kept.doc === doc.value || !window.htmx) return;
    window.htmx.ajax("POST", form.getAttribute("action"), {target: "#workspace", swap: "outerHTML",
      values: {doc: kept.doc, step: kept.step || "0", go: kept.step || "0"}});
  }
  if (document.readyState === "complete") restoreUnsaved(); else window.addEventListener("load", restoreUnsaved);

  // Print view: a print button.
  var printBtn = document.querySelector(".print-now");
  if (printBtn) {
    printBtn.hidden = false;
    printBtn.addEventListener("click", function () { window.print(); });
  }
})();
