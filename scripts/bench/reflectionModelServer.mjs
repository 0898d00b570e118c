// The model for `npm run bench:reflect`: an OpenAI-compatible chat
// completions endpoint in its own process that answers every structured
// reflection request after a fixed delay (argv[2] ms, default 300): the
// ingestor's reading, or three suggestions for a coach.
import { createServer } from "node:http";

const delayMs = Number(process.argv[2] ?? 300);
const coaches = {
  buddhist: ["Notice where the work tension sits in your body and breathe into it", "Write the thought about the deadline that kept returning today", "Sit for five minutes and return to the breath when work pulls you away"],
  stoic: ["List what about the deadline is within your control and what is not", "Write the judgment you added to the meeting, apart from the facts", "Plan the first hour of tomorrow around the one task that matters"],
  existential: ["Write what this work says about the life you are choosing", "Name one value you acted on today and one you set aside", "Describe what rest would mean if you did not have to earn it"],
};

const server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    const parsed = JSON.parse(body || "{}");
    const name = parsed.response_format?.json_schema?.name ?? "";
    const source = name.replace("reflection_coach_", "");
    const value =
      name === "reflection_ingestion"
        ? { summary: "A long day at work with a deadline looming.", themes: ["work", "deadline"], mood: "stressed" }
        : { insights: [`The ${source} view: what you can change is your response.`], prompt_suggestions: coaches[source] ?? [], caveats: [] };
    const content = JSON.stringify(value);
    setTimeout(() => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: "bench",
          object: "chat.completion",
          created: 0,
          model: parsed.model ?? "bench",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 200, completion_tokens: 80, total_tokens: 280 },
        }),
      );
    }, delayMs);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => console.log(`running at http://127.0.0.1:${server.address().port}`));
process.once("SIGTERM", () => process.exit(0));
