/*
 * A small Office/Word shim for browser tests, injected before the taskpane loads (the CDN's office.js is
 * routed to an empty script). It implements only what src/word.ts calls, over a one-string document model,
 * and records every call in window.__wordShim.calls so a test can assert on them.
 *
 *   Office.onReady, Office.HostType, Office.AsyncResultStatus, Office.context.requirements.isSetSupported,
 *   Office.context.officeTheme, Office.context.document.settings (get/set/remove/saveAsync),
 *   Word.run(context => ...): context.document.getSelection(), context.document.contentControls.getByTag,
 *   Range.insertText(text, "Replace" | "After"), Range.insertContentControl(type?), Range.load / .text,
 *   Range.search / Body.search (a RangeCollection with items), Range.expandTo,
 *   ContentControl.tag / .title / .text / .getRange("Whole") / .delete(keepContent) / .load, context.sync().
 *
 * Configure with window.__wordShimConfig = { wordApi: "1.3", selection: "text", theme: {...},
 * failSync: false } before it runs. A failing sync leaves the document as it was (Word refused the batch).
 */
(function () {
  "use strict";
  var config = window.__wordShimConfig || {};
  var calls = [];
  var settings = {};
  var doc = { body: config.body || "", selection: { start: 0, end: 0 }, controls: [], nextId: 1 };
  if (config.selection) {
    doc.body = (config.body || "") + config.selection;
    doc.selection = { start: doc.body.length - config.selection.length, end: doc.body.length };
  }

  function record(name, args) {
    calls.push({ name: name, args: Array.prototype.slice.call(args || []) });
  }

  function shift(at, length) {
    doc.controls.forEach(function (c) {
      if (c.start >= at) c.start += length;
      if (c.end > at) c.end += length;
    });
  }

  function insertAt(at, text) {
    doc.body = doc.body.slice(0, at) + text + doc.body.slice(at);
    shift(at, text.length);
    return makeRange(at, at + text.length);
  }

  function makeRange(start, end) {
    var range = {
      start: start,
      end: end,
      _loaded: false,
      load: function () {
        record("Range.load", arguments);
        this._loaded = true;
        return this;
      },
      insertText: function (text, location) {
        record("Range.insertText", arguments);
        if (location === "Replace") {
          doc.body = doc.body.slice(0, this.start) + doc.body.slice(this.end);
          shift(this.start, -(this.end - this.start));
          return insertAt(this.start, text);
        }
        if (location === "After" || location === "End") return insertAt(this.end, text);
        if (location === "Before" || location === "Start") return insertAt(this.start, text);
        throw new Error("InvalidArgument: insertLocation " + location);
      },
      search: function (text, options) {
        record("Range.search", arguments);
        return searchIn(this.start, this.end, text, options || {});
      },
      expandTo: function (other) {
        record("Range.expandTo", arguments);
        return makeRange(Math.min(this.start, other.start), Math.max(this.end, other.end));
      },
      insertContentControl: function (type) {
        record("Range.insertContentControl", arguments);
        if (config.failControls) throw new Error("GeneralException: content controls are not allowed here");
        var model = { id: doc.nextId++, start: this.start, end: this.end, tag: "", title: "", type: type || "RichText" };
        doc.controls.push(model);
        return makeControl(model);
      },
    };
    Object.defineProperty(range, "text", {
      get: function () {
        if (!this._loaded) throw new Error("PropertyNotLoaded: text");
        return doc.body.slice(this.start, this.end);
      },
    });
    return range;
  }

  // Word's search: every occurrence inside [start, end), at most 255 characters of search text.
  function searchIn(start, end, text, options) {
    if (text.length > 255) throw new Error("InvalidArgument: search text is longer than 255 characters");
    var hay = doc.body.slice(start, end);
    var needle = text;
    if (!options.matchCase) {
      hay = hay.toLowerCase();
      needle = needle.toLowerCase();
    }
    var items = [];
    var at = hay.indexOf(needle);
    while (needle && at >= 0) {
      items.push(makeRange(start + at, start + at + text.length));
      at = hay.indexOf(needle, at + 1);
    }
    return {
      items: items,
      load: function () {
        record("RangeCollection.load", arguments);
        return this;
      },
    };
  }

  function makeControl(model) {
    var control = {
      _model: model,
      load: function () {
        record("ContentControl.load", arguments);
        return this;
      },
      getRange: function (location) {
        record("ContentControl.getRange", arguments);
        return makeRange(model.start, model.end);
      },
      delete: function (keepContent) {
        record("ContentControl.delete", arguments);
        var i = doc.controls.indexOf(model);
        if (i >= 0) doc.controls.splice(i, 1);
        if (!keepContent) {
          var length = model.end - model.start;
          doc.body = doc.body.slice(0, model.start) + doc.body.slice(model.end);
          shift(model.start, -length);
        }
      },
    };
    Object.defineProperty(control, "tag", {
      get: function () {
        return model.tag;
      },
      set: function (v) {
        record("ContentControl.tag=", [v]);
        model.tag = v;
      },
    });
    Object.defineProperty(control, "title", {
      get: function () {
        return model.title;
      },
      set: function (v) {
        record("ContentControl.title=", [v]);
        model.title = v;
      },
    });
    Object.defineProperty(control, "text", {
      get: function () {
        return doc.body.slice(model.start, model.end);
      },
    });
    return control;
  }

  function snapshot() {
    return JSON.stringify(doc);
  }

  window.Word = {
    run: function (callback) {
      record("Word.run", []);
      var before = snapshot();
      var context = {
        document: {
          getSelection: function () {
            record("Document.getSelection", arguments);
            return makeRange(doc.selection.start, doc.selection.end);
          },
          body: {
            search: function (text, options) {
              record("Body.search", arguments);
              return searchIn(0, doc.body.length, text, options || {});
            },
          },
          contentControls: {
            getByTag: function (tag) {
              record("ContentControlCollection.getByTag", arguments);
              var items = doc.controls.filter(function (c) {
                return c.tag === tag;
              });
              return {
                items: items.map(makeControl),
                load: function () {
                  return this;
                },
              };
            },
          },
        },
        sync: function () {
          record("RequestContext.sync", []);
          if (config.failSync) {
            var saved = JSON.parse(before);
            doc.body = saved.body;
            doc.controls = saved.controls;
            return Promise.reject(new Error("GeneralException: Word could not complete the operation"));
          }
          return Promise.resolve();
        },
      };
      return Promise.resolve().then(function () {
        return callback(context);
      });
    },
  };

  var wordApi = Number(config.wordApi || "1.3");
  window.Office = {
    HostType: { Word: "Word" },
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    onReady: function (callback) {
      var info = { host: "Word", platform: "PC" };
      if (callback) callback(info);
      return Promise.resolve(info);
    },
    context: {
      officeTheme: config.theme || null,
      requirements: {
        isSetSupported: function (name, version) {
          record("isSetSupported", arguments);
          return name === "WordApi" && Number(version) <= wordApi;
        },
      },
      document: {
        settings: {
          get: function (key) {
            return Object.prototype.hasOwnProperty.call(settings, key) ? settings[key] : null;
          },
          set: function (key, value) {
            record("Settings.set", [key]);
            settings[key] = value;
          },
          remove: function (key) {
            record("Settings.remove", [key]);
            delete settings[key];
          },
          saveAsync: function (callback) {
            record("Settings.saveAsync", []);
            setTimeout(function () {
              if (callback) callback({ status: "succeeded" });
            }, 0);
          },
        },
      },
    },
  };

  // One ordered log of Word calls and the taskpane's HTTP calls, so a test can see which came first.
  var realFetch = window.fetch.bind(window);
  window.fetch = function (input, init) {
    var url = typeof input === "string" ? input : input.url;
    var method = (init && init.method) || "GET";
    record("fetch", [method, url]);
    return realFetch(input, init);
  };

  window.__wordShim = {
    calls: calls,
    settings: settings,
    document: function () {
      return {
        text: doc.body,
        controls: doc.controls.map(function (c) {
          return { tag: c.tag, title: c.title, type: c.type, text: doc.body.slice(c.start, c.end) };
        }),
      };
    },
    configure: function (changes) {
      Object.keys(changes).forEach(function (k) {
        config[k] = changes[k];
      });
    },
  };
})();
