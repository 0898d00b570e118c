/** A one-line progress bar on a terminal (plain lines when output is not a terminal). */
export const makeProgressBar = (stream: NodeJS.WriteStream = process.stderr) => {
  let lastLine = "";
  return {
    update: (label: string, done: number, total: number) => {
      const fraction = total > 0 ? Math.min(1, done / total) : 0;
      const width = 30;
      const filled = Math.round(fraction * width);
      const line = `${label.padEnd(11)} [${"█".repeat(filled)}${"░".repeat(width - filled)}] ${String(Math.round(fraction * 100)).padStart(3)}% ${done}/${total}`;
      if (line === lastLine) return;
      lastLine = line;
      if (stream.isTTY) stream.write(`\r${line}`);
      else if (done === total) stream.write(`${line}\n`);
    },
    finish: () => {
      if (stream.isTTY && lastLine) stream.write("\n");
      lastLine = "";
    },
  };
};
