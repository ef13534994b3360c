// The only script a prerendered page runs before its first paint (docs/decisions/0039):
// it starts the page's own scripts (data-scripts, in order) and their preloads
// (data-preloads) once the first frame has painted, so that no script is fetched ahead of
// what the page paints and none runs before it, cached or not. Until React has taken a
// button over it keeps the taps on it, which nothing could handle yet, and repeats each
// once React has. Emitted as is into the shell's build by StartupPreloadPlugin: a plain
// script, no imports.
(function () {
  var script = document.currentScript;
  var list = function (name) {
    return (script.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var scripts = list('data-scripts');
  var preloads = list('data-preloads');

  // React DOM keeps each element's props on it (`__reactProps$…`) from when it has taken
  // the element over: the only sign React gives that a button now answers its taps.
  var hydrated = function (element) {
    return Object.keys(element).some(function (key) {
      return key.indexOf('__reactProps$') === 0;
    });
  };
  var taps = [];
  var giveUpAt = 0;
  var replay = function () {
    taps = taps.filter(function (control) {
      if (!control.isConnected) return false;
      if (!hydrated(control)) return true;
      control.click();
      return false;
    });
    if (taps.length && Date.now() < giveUpAt) setTimeout(replay, 50);
  };
  document.addEventListener(
    'click',
    function (event) {
      var control = event.target instanceof Element ? event.target.closest('button') : null;
      if (!control || control.disabled || hydrated(control)) return;
      // Not React's either: it would drop a tap on a part it cannot hydrate yet.
      event.stopPropagation();
      // A button of a form would otherwise submit it the browser's way, unvalidated.
      event.preventDefault();
      if (taps.indexOf(control) >= 0) return;
      taps.push(control);
      giveUpAt = Date.now() + 20000;
      if (taps.length === 1) setTimeout(replay, 50);
    },
    true,
  );

  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    scripts.forEach(function (src) {
      var element = document.createElement('script');
      element.src = src;
      // Run in the order listed, as the deferred scripts they replace would.
      element.async = false;
      document.head.appendChild(element);
    });
  };
  // A task after the paint: where the browser reports paint timing, the first paint entry
  // (Chrome stamps it when the frame is presented, which can be after the next animation
  // frame's task); elsewhere the task after the next animation frame.
  var afterPaint = function () {
    setTimeout(start, 0);
  };
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function () {
      observer.disconnect();
      afterPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(afterPaint);
  }
  // Should no paint entry ever come, they still start, 3 s after the load event.
  window.addEventListener('load', function () {
    setTimeout(start, 3000);
  });
})();
