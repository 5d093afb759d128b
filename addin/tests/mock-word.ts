/**
 * Word and Office for unit tests, over Microsoft's office-addin-mock: a Word whose ranges and content controls
 * are OfficeMockObjects created as the code asks for them, every call recorded; and Office's common API.
 */

import { OfficeMockObject } from "office-addin-mock";
import { afterEach } from "vitest";

export type Call = [string, ...unknown[]];
export type Mock = OfficeMockObject & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface WordFake {
  calls: Call[];
  mock: Mock;
  controls: Mock[];
}

/**
 * A Word whose ranges and content controls are OfficeMockObjects created as the code asks for them; every
 * call is recorded. `failOn` makes one method throw, as Word does when it refuses.
 */
export function fakeWord(options: { selection?: string; failOn?: string; controlText?: (text: string) => string } = {}): WordFake {
  const calls: Call[] = [];
  const created: Mock[] = [];
  const controls: Mock[] = [];
  const fail = (name: string) => {
    if (options.failOn === name) throw new Error(`GeneralException: ${name} refused`);
  };

  function range(text: string): Mock {
    const r = new OfficeMockObject({
      text,
      insertText(this: Mock, inserted: string, location: string) {
        calls.push(["insertText", inserted, location]);
        fail("insertText");
        return range(inserted);
      },
      insertContentControl(this: Mock, type?: string) {
        calls.push(["insertContentControl", type ?? null, this.__text]);
        fail("insertContentControl");
        const c = control(options.controlText ? options.controlText(this.__text as string) : (this.__text as string));
        controls.push(c);
        return c;
      },
    }) as Mock;
    r.__text = text;
    created.push(r);
    return r;
  }

  function control(text: string): Mock {
    const c = new OfficeMockObject({
      text,
      tag: "",
      title: "",
      getRange(this: Mock, location: string) {
        calls.push(["contentControl.getRange", location]);
        return range(text);
      },
      delete(this: Mock, keepContent: boolean) {
        calls.push(["contentControl.delete", keepContent]);
      },
    }) as Mock;
    created.push(c);
    return c;
  }

  const mock = new OfficeMockObject({
    context: {
      document: {
        getSelection() {
          calls.push(["getSelection"]);
          return range(options.selection ?? "");
        },
        contentControls: {
          getByTag(tag: string) {
            calls.push(["contentControls.getByTag", tag]);
            const found = new OfficeMockObject({ items: [] }) as Mock;
            created.push(found);
            return found;
          },
        },
      },
      async sync(this: Mock) {
        calls.push(["sync"]);
        fail("sync");
        await OfficeMockObject.prototype.sync.call(this);
        for (const o of created) await o.sync();
      },
    },
    async run(this: Mock, callback: (context: unknown) => Promise<unknown>) {
      calls.push(["Word.run"]);
      return callback(this.context);
    },
  }) as Mock;
  return { calls, mock, controls };
}

export interface OfficeFake {
  /** Office's common API (no load/sync there), so a plain object rather than an OfficeMockObject. */
  mock: unknown;
  settings: Map<string, unknown>;
  saves: number;
}

export function fakeOffice(options: { sets?: Record<string, string>; host?: string } = {}): OfficeFake {
  const settings = new Map<string, unknown>();
  const sets = options.sets ?? { WordApi: "1.3" };
  const state: OfficeFake = { mock: null, settings, saves: 0 };
  state.mock = {
    HostType: { Word: "Word" },
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    onReady: async () => ({ host: options.host ?? "Word", platform: "PC" }),
    context: {
      requirements: {
        isSetSupported: (name: string, version: string) => {
          const have = sets[name];
          return have !== undefined && Number(have) >= Number(version);
        },
      },
      document: {
        settings: {
          get: (key: string) => settings.get(key) ?? null,
          set: (key: string, value: unknown) => void settings.set(key, value),
          remove: (key: string) => void settings.delete(key),
          saveAsync: (callback: (result: { status: string }) => void) => {
            state.saves += 1;
            callback({ status: "succeeded" });
          },
        },
      },
    },
  };
  return state;
}

const g = globalThis as unknown as { Word?: unknown; Office?: unknown };

export function install(word: WordFake, office: OfficeFake = fakeOffice()) {
  g.Word = word.mock;
  g.Office = office.mock;
}

export function uninstallOffice() {
  delete g.Office;
}

afterEach(() => {
  delete g.Word;
  delete g.Office;
});
