type Pdfjs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");

let loaded: Promise<Pdfjs> | null = null;

/**
 * pdfjs-dist, loaded on the first PDF read and without its side effects on the rest of the server.
 * Its legacy build (the one that runs in Node) bundles core-js, which on Node 20 replaces
 * `JSON.stringify`, `JSON.parse`, `Array.prototype.push` and `Function.prototype.toString` with
 * JavaScript versions for the whole process: loaded at start, as it was, it made every answer the
 * server serialised several times slower (a 50-row list spent most of its CPU in core-js's
 * stringify). Node 20's own versions are correct, and pdfjs does not need the replacements, so they
 * are put back once both its modules are in. The worker module is loaded here too, before the first
 * document: pdfjs then finds it on `globalThis.pdfjsWorker` instead of importing it (and core-js
 * again) mid-request.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loaded ??= (async () => {
    const natives = {
      stringify: JSON.stringify,
      parse: JSON.parse,
      push: Array.prototype.push,
      functionToString: Function.prototype.toString,
    };
    const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
    // The worker module ships no type declarations; it is loaded for its side effect only.
    const workerModule: string = "pdfjs-dist/legacy/build/pdf.worker.mjs";
    await import(workerModule);
    JSON.stringify = natives.stringify;
    JSON.parse = natives.parse;
    Array.prototype.push = natives.push;
    Function.prototype.toString = natives.functionToString;
    return pdfjs;
  })();
  return loaded;
}
