// The model for `npm run bench:reflect`: an OpenAI-compatible chat
// completions endpoint in its own process that answers every structured
// reflection request after a fixed delay (argv[2] ms, default 300): the
// ingestor's reading, or three suggestions for a coach.
//
// It shares the machine's cores with the server under test, so it does as
// little as an endpoint can per call: each request body is parsed (a body
// that is not JSON, or asks for no known reflection schema, gets a 400 as a
// provider would answer it), but each answer's bytes are built once per
// schema and model, and the answers due in the same millisecond share one
// timer.
import { createServer } from "node:http";

const delayMs = Number(process.argv[2] ?? 300);
const coaches = {
  buddhist: ["Notice where the work tension sits in your body and breathe into it", "Write the thought about the deadline that kept returning today", "Sit for five minutes and return to the breath when work pulls you away"],
  stoic: ["List what about the deadline is within your control and what is not", "Write the judgment you added to the meeting, apart from the facts", "Plan the first hour of tomorrow around the one task that matters"],
  existential: ["Write what this work says about the life you are choosing", "Name one value you acted on today and one you set aside", "Describe what rest would mean if you did not have to earn it"],
};

/** What the agent a schema names answers, as the JSON text of the message's content; undefined for a schema no agent uses. */
const contentOf = (name) => {
  if (name === "reflection_ingestion") return JSON.stringify({ summary: "A long day at work with a deadline looming.", themes: ["work", "deadline"], mood: "stressed" });
  const source = name.startsWith("reflection_coach_") ? name.slice("reflection_coach_".length) : "";
  if (!(source in coaches)) return undefined;
  return JSON.stringify({ insights: [`The ${source} view: what you can change is your response.`], prompt_suggestions: coaches[source], caveats: [] });
};

/** A chat completion answering `model` with `content`, as the response's status line and headers (flat) and body bytes. */
const completion = (model, content) => {
  const body = Buffer.from(
    JSON.stringify({
      id: "bench",
      object: "chat.completion",
      created: 0,
      model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 200, completion_tokens: 80, total_tokens: 280 },
    }),
  );
  return { status: 200, headers: ["content-type", "application/json", "content-length", String(body.length)], body };
};

const refusal = (message) => {
  const body = Buffer.from(JSON.stringify({ error: { message, type: "invalid_request_error", param: null, code: null } }));
  return { status: 400, headers: ["content-type", "application/json", "content-length", String(body.length)], body };
};

/** Answers by schema name and model, built on first use. */
const answers = new Map();
const answerFor = (body) => {
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refusal("The request body is not JSON");
  }
  const name = parsed?.response_format?.json_schema?.name;
  const model = typeof parsed?.model === "string" ? parsed.model : "bench";
  const key = `${name}\u0000${model}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    const content = typeof name === "string" ? contentOf(name) : undefined;
    answer = content === undefined ? refusal(`No reflection agent answers the schema ${name}`) : completion(model, content);
    answers.set(key, answer);
  }
  return answer;
};

/** Responses due at each millisecond, sent by one timer. */
const due = new Map();
const sendLater = (response, answer) => {
  const at = Math.ceil(performance.now() + delayMs);
  const waiting = due.get(at);
  if (waiting !== undefined) return void waiting.push([response, answer]);
  due.set(at, [[response, answer]]);
  setTimeout(() => {
    const ready = due.get(at);
    due.delete(at);
    for (const [pending, { status, headers, body }] of ready) {
      pending.writeHead(status, headers);
      pending.end(body);
    }
  }, at - performance.now());
};

const server = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => sendLater(response, answerFor(chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks).toString("utf8"))));
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => console.log(`running at http://127.0.0.1:${server.address().port}`));
process.once("SIGTERM", () => process.exit(0));
