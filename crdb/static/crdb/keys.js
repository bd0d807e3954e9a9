/* j / k (or the arrow keys) move to the next / previous rule on CR pages. */
document.addEventListener("keydown", function (e) {
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  var t = e.target, tag = t && t.tagName;
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (t && t.isContentEditable)) return;
  var rel = (e.key === "j" || e.key === "ArrowRight") ? "next" : (e.key === "k" || e.key === "ArrowLeft") ? "prev" : null;
  if (!rel) return;
  var link = document.querySelector('link[rel="' + rel + '"]') || document.querySelector('a[rel="' + rel + '"]');
  if (link && link.href) { e.preventDefault(); window.location.href = link.href; }
});
