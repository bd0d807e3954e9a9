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
})();
