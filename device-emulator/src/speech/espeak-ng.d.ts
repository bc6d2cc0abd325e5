// The espeak-ng package (eSpeak NG compiled to WebAssembly) ships no types: one call runs the
// espeak-ng command line once, over an in-memory file system.
declare module 'espeak-ng' {
  interface ESpeakModule {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: { arguments: string[]; print?: (text: string) => void; printErr?: (text: string) => void }): Promise<ESpeakModule>;
}
