// Quiz progress kept in this browser only (localStorage): the best score per lesson, shown on the
// teaching library. No account, nothing sent to the server.
(function () {
  "use strict";
  var KEY = "rulesite.quiz.v1";
  function load() { try { return JSON.parse(localStorage.getItem(KEY) || "{}"); } catch (e) { return {}; } }
  function save(data) { try { localStorage.setItem(KEY, JSON.stringify(data)); } catch (e) { /* private mode */ } }
  function recordPuzzle() {
    var root = document.querySelector(".puzzle[data-store-key]");
    var done = document.querySelector('.puzzle-status[data-status="solved"]');
    if (!root || !done) return;
    var data = load(), k = root.getAttribute("data-store-key"), n = +done.getAttribute("data-picks");
    var prev = data[k];
    data[k] = {solved: true, best: prev && prev.best ? Math.min(prev.best, n) : n, at: new Date().toISOString().slice(0, 10)};
    save(data);
  }
  function record() {
    recordPuzzle();
    var root = document.querySelector(".quiz[data-store-key]:not(.puzzle)");
    var done = document.querySelector(".quiz-score[data-score]");
    if (!root || !done) return;
    var data = load(), k = root.getAttribute("data-store-key");
    var score = +done.getAttribute("data-score"), total = +done.getAttribute("data-total");
    var prev = data[k] || {best: -1};
    data[k] = {best: Math.max(prev.best, score), total: total, last: score, at: new Date().toISOString().slice(0, 10)};
    save(data);
  }
  function show() {
    var data = load();
    document.querySelectorAll("[data-quiz-key]").forEach(function (el) {
      var got = data[el.getAttribute("data-quiz-key")];
      if (got && got.solved) { el.textContent = "✓ " + el.getAttribute("data-label"); el.hidden = false; }
      else if (got && got.best >= 0) { el.textContent = el.getAttribute("data-label") + ": " + got.best + "/" + got.total; el.hidden = false; }
    });
  }
  document.addEventListener("DOMContentLoaded", function () { record(); show(); });
  document.addEventListener("htmx:afterSwap", record);
})();
