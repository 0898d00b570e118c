import { generateSampleJournal, saveSampleJournal } from "@lifeos/agent";
import { Clock, UserRepository, addDays, toLocalDate, type UserId } from "@lifeos/core";
import { Effect } from "effect";

/**
 * Saves a generated sample journal of the last two years, ending today in
 * the user's time zone, so a newcomer can ask questions at once. Its
 * entries have source "sample": labelled in the UI and removable in one go.
 */
export const loadSampleJournal = (userId: UserId) =>
  Effect.gen(function* () {
    const user = yield* UserRepository.use((users) => users.get(userId));
    const today = toLocalDate(yield* Clock.use((clock) => clock.now), user.timeZone);
    const journal = generateSampleJournal({ start: addDays(today, -729), end: today });
    return yield* saveSampleJournal(userId, journal);
  });
