import { join } from "node:path";
import { searchAfterEditSuite } from "./support/searchAfterEditSuite.js";

searchAfterEditSuite("SQLite", async (directory) => ({ url: `file:${join(directory, "lifeos.db")}` }));
