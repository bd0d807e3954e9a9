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

  // Show only the fields that the chosen action uses.
  function showActionFields() {
    var sel = document.getElementById("na-type");
    if (!sel) return;
    var box = document.getElementById("add-action");
    Array.prototype.forEach.call(box.querySelectorAll("[data-for]"), function (p) {
      var kinds = p.getAttribute("data-for").split(" ");
      p.hidden = kinds.indexOf(sel.value) < 0;
    });
  }
  document.addEventListener("change", function (ev) {
    if (ev.target && ev.target.id === "na-type") showActionFields();
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

  // Print view: a print button.
  var printBtn = document.querySelector(".print-now");
  if (printBtn) {
    printBtn.hidden = false;
    printBtn.addEventListener("click", function () { window.print(); });
  }
})();
