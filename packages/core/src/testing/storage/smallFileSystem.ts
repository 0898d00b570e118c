import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface SmallFileSystem {
  /** The folder the file system is mounted on. */
  readonly path: string;
  /** Unmounts it and removes the folder. */
  readonly remove: () => void;
}

/** Waits `ms` without giving the event loop back (a test's synchronous teardown). */
const pause = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/**
 * Unmounts `path`. A server stopped just before may still be closing a file on
 * it for a moment ("target is busy"): it is tried again for about two seconds,
 * then detached lazily (gone once the last file on it is closed), so the
 * folder can be removed either way.
 */
const unmount = (path: string): void => {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      execFileSync("umount", [path], { stdio: "pipe" });
      return;
    } catch {
      pause(100);
    }
  }
  execFileSync("umount", ["-l", path], { stdio: "pipe" });
};

/**
 * A real file system of `sizeMiB` (a tmpfs; needs the right to mount, as
 * root has), to fill until writes fail with ENOSPC. Null, with one loud line
 * naming `what` was skipped, where mounting is not allowed.
 */
export const mountSmallFileSystem = (sizeMiB: number, what: string): SmallFileSystem | null => {
  const path = mkdtempSync(join(tmpdir(), "lifeos-small-fs-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMiB}m`, "tmpfs", path], { stdio: "pipe" });
  } catch (error) {
    rmSync(path, { recursive: true, force: true });
    console.warn(`SKIPPED ${what}: cannot mount a tmpfs here (${(error as Error).message.split("\n")[0]})`);
    return null;
  }
  return {
    path,
    remove: () => {
      unmount(path);
      rmSync(path, { recursive: true, force: true });
    },
  };
};
