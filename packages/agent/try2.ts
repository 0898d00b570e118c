import { findDates } from "./src/memory/extraction/dates/findDates.js";
console.log(findDates("Susana turned 16 yesterday", "en", new Date("2025-03-12T15:00:00Z"), "UTC"));
