import { join } from "node:path";
import { chatCrashSuite } from "./support/chatCrashSuite.js";

chatCrashSuite("SQLite", async (directory) => ({ url: `file:${join(directory, "lifeos.db")}` }));
