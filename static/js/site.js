// Small progressive enhancements; everything works without JavaScript.
(function () {
  "use strict";
  // Keyboard navigation of live search results: ArrowDown/ArrowUp move, Escape closes.
  document.addEventListener("keydown", function (ev) {
    var box = document.getElementById("live-results");
    if (!box) return;
    var links = Array.prototype.slice.call(box.querySelectorAll("a.result-link"));
    var input = document.getElementById("site-q");
    var i = links.indexOf(document.activeElement);
    if (ev.key === "ArrowDown" && (document.activeElement === input || i >= 0) && links.length) {
      ev.preventDefault();
      links[Math.min(i + 1, links.length - 1)].focus();
    } else if (ev.key === "ArrowUp" && i >= 0) {
      ev.preventDefault();
      if (i === 0) { input.focus(); } else { links[i - 1].focus(); }
    } else if (ev.key === "Escape" && (i >= 0 || document.activeElement === input)) {
      box.innerHTML = "";
      input.focus();
    }
  });
  // The deck pages answer a list that cannot be read with 400 and the message in their results box:
  // htmx does not swap 4xx answers by itself, so the message would not be shown.
  document.addEventListener("htmx:beforeSwap", function (ev) {
    var t = ev.detail.target;
    if (ev.detail.xhr && ev.detail.xhr.status === 400 && t && (t.id === "compare-results" || t.id === "deck-results")) {
      ev.detail.shouldSwap = true;
      ev.detail.isError = false;
    }
  });
})();
