/**
 * The taskpane's entry point, kept thin as in Microsoft's Office-Addin-TaskPane template: wait for Office,
 * then hand over to the app. Outside Office (a plain browser) the app still runs, without Word features.
 */

import "./styles.css";
import { App, exposeForTests } from "./app";
import { ready } from "./word";

async function main(): Promise<void> {
  const inWord = await ready();
  const root = document.getElementById("app");
  if (!root) throw new Error("the page has no #app element");
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  const app = new App(root, { base: window.location.origin, inWord, storage });
  exposeForTests(app);
  document.documentElement.dataset.inWord = String(inWord);
  await app.start();
  document.documentElement.dataset.ready = "true";
}

void main();
