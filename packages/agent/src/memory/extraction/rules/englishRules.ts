import { Predicates } from "@lifeos/core";
import type { ClauseRule } from "./ClauseRule.js";

const i = "i";
/** Known for a while, still: "I've known", "I have known". */
const knownVerbs = "i've known|i have known|i've also known|i have also known|i had known|i'd known";
/** Known by both, after "Sara and I": "have known", "know". */
const eachOtherVerbs = "have known|'ve known|have also known|know|had known|'d known";
/** Known by both, said "we": "we've known", "we know". */
/** Friends for a while, said of both: "have been friends", "'ve been best friends", "are friends". */
const friends = ["friends", "best friends", "close friends", "good friends", "old friends"];
const friendsVerbs = ["have been", "'ve been", "had been", "'d been", "are", "'re"].flatMap((verb) => friends.map((word) => `${verb} ${word}`)).join("|").replace(/ '/g, "'");
const weFriendsVerbs = ["we have been", "we've been", "we had been", "we'd been", "we are", "we're"].flatMap((verb) => friends.map((word) => `${verb} ${word}`)).join("|");
/** Known all along: "forever", "all my life", "since forever". */
const forever = "forever|for ever|since forever|all my life|my whole life|for as long as i can remember";
const weKnownVerbs = "we've known|we have known|we've also known|we have also known|we know|we had known|we'd known";

/**
 * English. Tried in order; the first rule whose pattern matches the whole
 * clause wins. Names are placeholders here; contractions match with either
 * apostrophe.
 */
export const englishRules: ReadonlyArray<ClauseRule> = [
  // A relationship that ended (before "who someone is" and habits given up: "I don't work with Ana anymore" is no habit).
  { id: "en.relationship.ended", kind: "relationship", ended: true, pattern: ["[the]", "{name}", "is no longer|'s no longer|is not|isn't|'s not|is no more", "my", "{relation}", "[anymore|any more|now]"] },
  { id: "en.relationship.endedPronoun", kind: "relationship", ended: true, pattern: ["she|he", "is no longer|'s no longer|is not|isn't|'s not", "my", "{relation}", "[anymore|any more|now]"] },
  { id: "en.relationship.endedContracted", kind: "relationship", ended: true, pattern: ["she's|he's", "no longer|not", "my", "{relation}", "[anymore|any more|now]"] },
  { id: "en.relationship.endedWork", kind: "relationship", ended: true, pattern: [i, "no longer work|don't work|do not work|don't really work|stopped working|quit working|am not working|'m not working|am no longer working|'m no longer working", "with|for", "{name}", "[anymore|any more|now]"] },

  // Who someone is.
  // Between two other people: "Ana is Tom's sister", "Ana is the sister of Tom", "Tom's sister is Ana", "Tom's sister is called Ana".
  { id: "en.relationship.ofOther", kind: "relationship", pattern: ["[the]", "{name}", "is|'s", "{of}'s", "{relation}"] },
  { id: "en.relationship.ofOtherThe", kind: "relationship", pattern: ["[the]", "{name}", "is|'s", "the|a", "{relation}", "of", "{of}"] },
  { id: "en.relationship.otherIs", kind: "relationship", pattern: ["{of}'s", "{relation}", "is|'s|is called|is named|'s called|'s named|goes by", "{name}"] },
  // Someone of a relative named only by relation: "my son's pediatrician is Dr. Costa".
  { id: "en.relationship.kinOtherIs", kind: "relationship", pattern: ["{ofKin}'s", "{relation}", "is|'s|is called|is named|'s called|'s named|goes by", "{name}"] },
  { id: "en.relationship.named", kind: "relationship", pattern: ["[the]", "{name}", "is|'s", "[now]", "my", "[new|current]", "[{fond}]", "{relation}", "[{known}]", "[now]"] },
  // Held among equals, said without "my": "Rita is a colleague", "Tom is a friend from work", "Ana is a friend of mine".
  { id: "en.relationship.peer", kind: "relationship", pattern: ["[the]", "{name}", "is|'s", "[also]", "a|an", "[new]", "[{fond}]", "{peer}", "[of mine]", "[{known}]"] },
  { id: "en.relationship.pronoun", kind: "relationship", pattern: ["she|he", "is|'s", "my", "{relation}"] },
  { id: "en.relationship.answer", kind: "relationship", pattern: ["[she's|he's|she is|he is|it's|that's]", "my", "{relation}"] },
  { id: "en.relationship.called", kind: "relationship", pattern: ["my", "{relation}", "is called|is named|'s called|'s named|goes by", "{name}"] },
  // "I have a cat called Mia", "I've got a sister named Ana": someone (or an animal) of the person's, by name.
  { id: "en.relationship.have", kind: "relationship", pattern: [i, "have|also have", "a|an|one", "[little|younger|older|big|new]", "{relation}", "called|named|who is called|who's called|whose name is", "{name}"] },
  // "I have a new dentist, Dr. Costa", "I've got a new boss, Rita": someone of the person's, named after a comma.
  { id: "en.relationship.haveComma", kind: "relationship", pattern: ["i have|i've got|i have got|i now have|i've now got|i got|we have|we've got|we have got", "a|an", "[new]", "{relation},", "[the]", "{name}"] },
  // "We have a dog called Thor", "we've got a cat named Mia": the household's, said as ours.
  { id: "en.relationship.weHave", kind: "relationship", pattern: ["we", "have|have got|also have", "a|an|one", "[little|young|big|new]", "{relation}", "called|named|whose name is", "{name}"] },
  { id: "en.relationship.nameIs", kind: "relationship", pattern: ["my", "{relation}'s", "name is|name's", "{name}"] },
  // "The name of my landlord is Mr. Silva", as Portuguese says "o nome do meu senhorio é…".
  { id: "en.relationship.nameOf", kind: "relationship", pattern: ["the name of", "my", "{relation}", "is|'s", "{name}"] },
  { id: "en.relationship.mineIs", kind: "relationship", pattern: ["my", "[new|current]", "{relation}", "[now|these days]", "is|'s", "[now]", "{name}", "[now|these days|from now on]"] },

  // What the person calls someone: "I call her Sofi", "we call my son Nini", "her nickname is Sofi", "my son's nickname is Nini".
  { id: "en.nickname.pronoun", kind: "nickname", pattern: ["i|we", "[usually|always|often|sometimes|all|just]", "call", "her|him", "{name}"] },
  { id: "en.nickname.who", kind: "nickname", pattern: ["i|we", "[usually|always|often|sometimes|all|just]", "call", "{who}", "{name}"] },
  { id: "en.nickname.isPronoun", kind: "nickname", pattern: ["her|his", "nickname is|nickname's", "{name}"] },
  { id: "en.nickname.is", kind: "nickname", pattern: ["{who}'s", "nickname is|nickname's", "{name}"] },

  // Attributes.
  // The person's own name: "my name is Sofia", "I'm called Sofia", "call me Sofi", "I go by Sofi".
  { id: "en.name.self", kind: "attribute", predicate: Predicates.name, pattern: ["[hi,|hello,|hey,|hi|hello|hey]", "my", "[first|full]", "name is|name's", "{called}"] },
  { id: "en.name.called", kind: "attribute", predicate: Predicates.name, pattern: ["[hi,|hello,|hey,|hi|hello|hey]", "i'm called|i am called|i'm named|i am named|i go by|call me|you can call me|please call me|just call me|can you call me|could you call me|people call me|everyone calls me|my friends call me", "{called}"] },
  { id: "en.age.self", kind: "attribute", predicate: Predicates.age, pattern: ["i'm|i am|i turned|i just turned|i'll turn|i will turn|i'm turning", "{number}", "[years old|years|yo]"] },
  { id: "en.age.other", kind: "attribute", predicate: Predicates.age, pattern: ["{who}", "is|'s|turned|just turned|turns|will turn|is turning", "{number}", "[years old|years|yo]"] },
  { id: "en.livesIn.self", kind: "attribute", predicate: Predicates.livesIn, pattern: ["i live|i am living|i'm living|i've lived|i have lived|i've been living|i have been living|i now live|i am now living|i'm now living|i currently live|i am currently living|i'm currently living", "[now]", "in", "{place}"] },
  // Where the household lives, said as "we": "we live in Braga" (as after "I'm married to Sofia and…"), the person's home too.
  { id: "en.livesIn.we", kind: "attribute", predicate: Predicates.livesIn, pattern: ["we live|we are living|we're living|we've lived|we have lived|we've been living|we have been living|we now live|we currently live|we both live", "[together|now]", "in", "{place}"] },
  // Moved from one named town to another: "I moved to Porto from Lisbon", the town moved to.
  { id: "en.livesIn.movedFrom", kind: "attribute", predicate: Predicates.livesIn, pattern: [i, "moved|have moved|'ve moved|just moved", "to", "{place}", "from", "{of}"] },
  { id: "en.livesIn.moved", kind: "attribute", predicate: Predicates.livesIn, pattern: [i, "moved|have moved|'ve moved|just moved", "to", "{place}"] },
  { id: "en.livesIn.other", kind: "attribute", predicate: Predicates.livesIn, pattern: ["{who}", "lives|is living|now lives|moved|has moved|has lived|has been living|'s lived|'s been living", "in|to", "{place}"] },
  // A job told after the employer: "I work at Farfetch as a designer", "trabalho na Farfetch como designer".
  { id: "en.jobTitle.selfAtAs", kind: "attribute", predicate: Predicates.jobTitle, occupationOnly: true, pattern: [i, "work|am working|'m working", "at|for", "{org}", "as", "a|an", "{title}"] },
  { id: "en.jobTitle.joinedAs", kind: "attribute", predicate: Predicates.jobTitle, occupationOnly: true, pattern: ["i|i've|i have", "[just|now|also]", "joined|started at|began at|was hired by|been hired by|got hired by", "{org}", "as", "a|an", "{title}"] },
  { id: "en.worksAt.self", kind: "attribute", predicate: Predicates.worksAt, pattern: [i, "work|am working|'m working|started working|just started working|now work", "at|for", "{org}"] },
  // Told with how long or since when ("I've worked at Acme for 5 years", "since 2019"); alone, a job had once (see interpretAttribute).
  { id: "en.worksAt.since", kind: "attribute", predicate: Predicates.worksAt, pattern: ["i've worked|i have worked|i've been working|i have been working", "at|for", "{org}"] },
  { id: "en.worksAt.hired", kind: "attribute", predicate: Predicates.worksAt, pattern: [i, "got a job|got hired|just got a job", "at|by", "{org}"] },
  // A new job told by its start: "I started a new job at Acme last Monday", "I've started a new role at Acme".
  { id: "en.worksAt.started", kind: "attribute", predicate: Predicates.worksAt, pattern: ["i|i've", "started|just started|have started|have just started|got|just got|have got|began|landed", "a new|my new|a", "job|role|position", "at|with", "{org}"] },
  // Joining a workplace, named: "I joined Farfetch", "I started at Farfetch", "I was hired by Farfetch" (a date said is when it began).
  { id: "en.worksAt.joined", kind: "attribute", predicate: Predicates.worksAt, namedOnly: true, pattern: ["i|i've|i have", "[just|now|also]", "joined|started at|began at|was hired by|was hired at|been hired by|got hired by", "{org}"] },
  // A job changed to a workplace, named, said with the job ("I moved jobs to Farfetch", "I switched companies to Farfetch",
  // "I moved to a new job at Farfetch"); "I moved to Farfetch" alone is where one lives, as a town is, unless Farfetch is
  // known as a workplace (see interpretAttribute).
  { id: "en.worksAt.changed", kind: "attribute", predicate: Predicates.worksAt, namedOnly: true, pattern: ["i|i've|i have", "[just|recently|finally|already]", "moved|changed|switched|have moved|'ve moved|have changed|'ve changed|have switched|'ve switched", "jobs|job|companies|company|employers|employer", "to", "{org}"] },
  { id: "en.worksAt.movedJob", kind: "attribute", predicate: Predicates.worksAt, namedOnly: true, pattern: ["i|i've|i have", "[just|recently|finally|already]", "moved|have moved|'ve moved|switched|have switched|'ve switched", "to a new job|to a new role|to a new position|to a job|to a role|to a new company", "at|with", "{org}"] },
  { id: "en.worksAt.other", kind: "attribute", predicate: Predicates.worksAt, pattern: ["{who}", "works|is working|started working|now works", "at|for", "{org}"] },
  { id: "en.jobTitle.selfAt", kind: "attribute", predicate: Predicates.jobTitle, occupationOnly: true, pattern: ["i'm|i am|i work as|i'm working as|i am working as", "a|an", "{title}", "at|for|in", "{org}"] },
  { id: "en.jobTitle.self", kind: "attribute", predicate: Predicates.jobTitle, pattern: [i, "work as|am working as|'m working as", "[a|an]", "{title}"] },
  // A job with its employer: "Rui is an engineer at Google" keeps the job, and the employer as an organisation he works at;
  // "my sister is a doctor in Porto" keeps the job and where it is, as "a minha irmã é médica no Porto" does.
  { id: "en.jobTitle.otherAt", kind: "attribute", predicate: Predicates.jobTitle, occupationOnly: true, pattern: ["{who}", "is|'s|works as|is working as", "a|an", "{title}", "at|for|in", "{org}"] },
  { id: "en.jobTitle.other", kind: "attribute", predicate: Predicates.jobTitle, occupationOnly: true, pattern: ["{who}", "is|'s|works as|is working as", "a|an", "{title}"] },
  { id: "en.jobTitle.selfIs", kind: "attribute", predicate: Predicates.jobTitle, occupationOnly: true, pattern: ["i'm|i am", "a|an", "{title}", "[by profession|by trade]"] },
  // A birthday: the date was taken out of the clause ("my birthday is on 3 March" reads "my birthday is").
  { id: "en.birthday.self", kind: "attribute", predicate: Predicates.birthday, pattern: ["my", "birthday|bday", "is|'s|falls|is on|falls on"] },
  { id: "en.birthday.other", kind: "attribute", predicate: Predicates.birthday, pattern: ["{name}'s", "birthday|bday", "is|'s|falls|is on|falls on"] },
  // When one was born, with its year: "I was born on 3 May 1990", "I was born in 1990" (see interpretBorn).
  { id: "en.birthday.born", kind: "attribute", predicate: Predicates.birthday, pattern: ["i was born", "[on|in]"] },
  // Where one was born, a place named: "I was born in Lisbon", "my mother was born in Luanda" (a date said with it is kept too).
  { id: "en.bornIn.self", kind: "attribute", predicate: Predicates.bornIn, pattern: ["i was born", "in|at", "{place}"] },
  // Where one comes from, a place named: "I'm from Coimbra", "I'm originally from Luanda" (neither where one lives nor, said, was born).
  { id: "en.comesFrom.self", kind: "attribute", predicate: Predicates.comesFrom, pattern: ["i'm|i am|i come", "[originally]", "from", "{place}", "[originally]"] },
  { id: "en.bornIn.other", kind: "attribute", predicate: Predicates.bornIn, pattern: ["{who}", "was born", "in|at", "{place}"] },
  // Someone named by relationship: "my mom's birthday is on 3 May".
  { id: "en.birthday.relation", kind: "attribute", predicate: Predicates.birthday, pattern: ["my", "{relation}'s", "birthday|bday", "is|'s|falls|is on|falls on"] },
  // Someone the conversation just named: "her birthday is on 12 May".
  { id: "en.birthday.pronoun", kind: "attribute", predicate: Predicates.birthday, pattern: ["her|his", "birthday|bday", "is|'s|falls|is on|falls on"] },
  // A goal: "my goal this year is to run a marathon" (the year is a date, taken out), "my new year's resolution is to read more".
  { id: "en.goal.self", kind: "attribute", predicate: Predicates.goal, pattern: ["{own}", "[main|big|biggest|new|personal|only|top|one]", "goal|aim|objective|resolution|new year's resolution|target|dream|ambition", "[for the year|for next year|for]", "is|'s", "[to]", "{action}"] },
  { id: "en.goals.self", kind: "attribute", predicate: Predicates.goal, pattern: ["{own}", "[main|big|new|personal]", "goals|aims|objectives|resolutions|new year's resolutions|dreams", "[for the year|for next year|for]", "are", "[to]", "{action}"] },
  // Another date of one's own, the date taken out the same way: "my anniversary is on June 14", "our wedding anniversary is 14 June".
  { id: "en.date.self", kind: "attribute", predicate: Predicates.date, pattern: ["{own}", "{thing}", "is|'s|falls|is on|falls on|will be|will be on|starts|starts on|begins|begins on|ends|ends on|is due|is due on"] },
  // The day of an event someone else's, the family's or told without "my": "my sister's wedding is on Saturday", "Ana's party
  // is on Friday", "the party is on 12 December" (only event words, see interpretDate).
  { id: "en.date.relation", kind: "attribute", predicate: Predicates.date, pattern: ["my|our", "{relation}'s", "{thing}", "is|'s|falls|is on|falls on|will be|will be on|starts|starts on|begins|begins on|ends|ends on"] },
  { id: "en.date.other", kind: "attribute", predicate: Predicates.date, pattern: ["{name}'s", "{thing}", "is|'s|falls|is on|falls on|will be|will be on|starts|starts on|begins|begins on|ends|ends on"] },
  { id: "en.date.the", kind: "attribute", predicate: Predicates.date, pattern: ["the", "{thing}", "is|'s|falls|is on|falls on|will be|will be on|starts|starts on|begins|begins on|ends|ends on"] },
  // An event of one's own ahead, told as had: "I have a physics exam on December 20" (only event words, see interpretAttribute).
  // A thing with its own date, which may be a month: "my passport expires in June 2027", "my car insurance renews on 3 March".
  { id: "en.date.expires", kind: "attribute", predicate: Predicates.date, pattern: ["{own}", "{thing}", "expires|runs out|is valid until|is valid till|renews|is up for renewal|is due for renewal|is due|needs to be renewed|must be renewed", "[in|on|by|at the end of]"] },
  // Told without "my" ("the car insurance renews in March": only a thing a person holds, see interpretExpiry), or someone else's ("Ana's passport expires in May").
  { id: "en.date.expires.the", kind: "attribute", predicate: Predicates.date, pattern: ["the", "{thing}", "expires|runs out|is valid until|is valid till|renews|is up for renewal|is due for renewal|is due|needs to be renewed|must be renewed", "[in|on|by|at the end of]"] },
  { id: "en.date.expires.other", kind: "attribute", predicate: Predicates.date, pattern: ["{who}'s", "{thing}", "expires|runs out|is valid until|is valid till|renews|is up for renewal|is due for renewal|is due|needs to be renewed|must be renewed", "[in|on|by|at the end of]"] },
  { id: "en.date.have", kind: "attribute", predicate: Predicates.date, pattern: ["i have|i've got|i have got|i got|i'll have|i will have", "a|an|my|the", "{thing}", "[on|at|in]"] },
  { id: "en.diet.self", kind: "attribute", predicate: Predicates.diet, pattern: ["i'm|i am|i've been|i have been|i became|i'm now|i am now|i went", "[a|an|strictly|fully]", "{diet}", "[now]"] },
  { id: "en.diet.other", kind: "attribute", predicate: Predicates.diet, pattern: ["{who}", "is|'s|became|went", "[a|an|strictly|fully]", "{diet}"] },
  { id: "en.status.self", kind: "attribute", predicate: Predicates.relationshipStatus, pattern: ["i'm|i am|i got|i just got|i'm now|i am now", "{status}"] },
  { id: "en.allergy.self", kind: "attribute", predicate: Predicates.allergicTo, pattern: ["i'm|i am|i'm very|i am very|i'm severely|i am severely", "allergic|alergic", "to", "{object}"] },
  { id: "en.allergy.have", kind: "attribute", predicate: Predicates.allergicTo, pattern: [i, "have|'ve got|have got", "[a|an]", "{object}", "allergy|alergy"] },
  { id: "en.allergy.other", kind: "attribute", predicate: Predicates.allergicTo, pattern: ["{who}", "is|'s", "allergic|alergic", "to", "{object}"] },
  // A medicine or a condition of one's own: "I take metformin every morning", "I have asthma" (only words that name one, see lexicon/health).
  { id: "en.medication.self", kind: "attribute", predicate: Predicates.takesMedication, pattern: [i, "take|use|have been taking|'ve been taking", "{object}"] },
  { id: "en.medication.on", kind: "attribute", predicate: Predicates.takesMedication, pattern: ["i'm|i am", "on|taking|now on|still on", "{object}"] },
  { id: "en.condition.self", kind: "attribute", predicate: Predicates.hasCondition, pattern: [i, "have|'ve got|have got|suffer from|was diagnosed with|'ve had|have had|live with", "{object}"] },
  // Someone else's: "my mother has diabetes", "Rui takes insulin" (theirs, never the person's own).
  { id: "en.medication.other", kind: "attribute", predicate: Predicates.takesMedication, pattern: ["{who}", "takes|is on|is taking|has been taking", "{object}"] },
  // Someone else's relatives told by how many: "my sister Ana has two kids", "she has a younger brother" (family words only).
  { id: "en.relatives.other", kind: "attribute", predicate: Predicates.hasRelatives, pattern: ["{who}", "has|has got|'s got|also has|now has", "a|an|one|two|three|four|five|six", "{object}"] },
  { id: "en.condition.other", kind: "attribute", predicate: Predicates.hasCondition, pattern: ["{who}", "has|has got|suffers from|was diagnosed with|lives with", "{object}"] },
  // A thing of one's own: "I have a car, a blue Golf", "I've got a new bike" (only words that name one, see lexicon/possessions);
  // the household's, said as ours, too: "we have three kids".
  { id: "en.owns.self", kind: "attribute", predicate: Predicates.owns, pattern: ["i have|i've got|i have got|i own|i also have|i now have|i bought|i just bought|i got|we have|we've got|we have got|we also have|we now have", "a|an|one|two|three|four|five|six", "{object}"] },
  // A thing of one's own named by its make: "my car is a Fiat", "my bike is an old Peugeot".
  { id: "en.owns.make", kind: "attribute", predicate: Predicates.owns, pattern: ["my", "{object}", "is a|is an|'s a|'s an", "{make}"] },
  // Something being learnt: "I'm learning Spanish", "I started learning the piano", "I'm taking guitar lessons".
  { id: "en.learning.self", kind: "attribute", predicate: Predicates.learning, pattern: ["i'm|i am|i've been|i have been|i'm now|i am now|i started|i've started|i have started|i just started|i began|i'm still|i am still", "learning|studying|taking lessons in|taking classes in", "{object}"] },
  { id: "en.email.self", kind: "attribute", predicate: Predicates.email, pattern: ["my", "email|e-mail|email address", "is|:", "{email}"] },
  { id: "en.email.other", kind: "attribute", predicate: Predicates.email, pattern: ["{name}'s", "email|e-mail|email address", "is|:", "{email}"] },
  { id: "en.phone.self", kind: "attribute", predicate: Predicates.phone, pattern: ["my", "phone|phone number|number|cell|cell number|mobile|mobile number", "is|:", "{phone}"] },
  { id: "en.phone.other", kind: "attribute", predicate: Predicates.phone, pattern: ["{name}'s", "phone|phone number|number|cell|mobile", "is|:", "{phone}"] },

  // Preferences.
  { id: "en.dislike.self", kind: "preference", polarity: "dislikes", pattern: [i, "don't like|do not like|dislike|hate|can't stand|cannot stand|don't enjoy|really don't like|really hate|never liked", "{object}"] },
  { id: "en.favourite.self", kind: "preference", polarity: "prefers", pattern: ["my", "favourite|favorite|fav", "{topic}", "is|'s", "{object}"] },
  // The side one supports, a favourite said plainly: "my team is Benfica", "my club is Porto".
  { id: "en.team.self", kind: "preference", polarity: "prefers", pattern: ["my", "{team}", "is|'s", "{object}"] },
  // How the person takes something: "I take my coffee black", "I have my tea with milk" (a preference of that topic).
  { id: "en.manner.self", kind: "preference", polarity: "prefers", pattern: [i, "take|drink|have|like|prefer|eat|always take|always have|usually take|usually have|always drink|usually drink", "my", "{topic}", "{manner}"] },
  { id: "en.prefer.self", kind: "preference", polarity: "prefers", pattern: [i, "prefer|'d rather have|would rather have|'d rather|would rather", "{object}"] },
  { id: "en.like.self", kind: "preference", polarity: "likes", pattern: [i, "really like|like|love|enjoy|adore|really love", "{object}"] },
  { id: "en.dislike.other", kind: "preference", polarity: "dislikes", pattern: ["{who}", "doesn't like|does not like|hates|dislikes|can't stand", "{object}"] },
  { id: "en.prefer.other", kind: "preference", polarity: "prefers", pattern: ["{who}", "prefers", "{object}"] },
  // A habit given up: "I stopped drinking coffee", "I quit smoking", "I don't eat meat anymore" ("I stopped by the bakery" is a visit).
  { id: "en.quit.self", kind: "preference", polarity: "quit", pattern: [i, "stopped|quit|gave up|have stopped|'ve stopped|have quit|'ve quit|have given up|'ve given up|no longer", "{object}"] },
  { id: "en.quit.anymore", kind: "preference", polarity: "quit", pattern: [i, "don't|do not", "{object}", "anymore|any more"] },
  // Food or drink the person keeps away from: "I don't eat pork", "I never drink alcohol".
  { id: "en.avoid.self", kind: "preference", polarity: "dislikes", pattern: [i, "don't eat|do not eat|never eat|can't eat|cannot eat|don't drink|do not drink|never drink|can't drink|cannot drink", "{object}"] },
  { id: "en.like.other", kind: "preference", polarity: "likes", pattern: ["{who}", "likes|loves|enjoys|adores", "{object}"] },

  // Appointments ahead.
  { id: "en.appointment.kind", kind: "appointment", pattern: [i, "have|'ve got|got|have got|'ll have|will have", "[a|an|my]", "{place}", "appointment|appt|checkup|check-up|session|visit|exam|test|interview"] },
  { id: "en.appointment.with", kind: "appointment", pattern: [i, "have|'ve got|got|have got|'ll have|will have", "[a|an|my]", "appointment|appt|session|checkup|check-up", "with|at", "[the|my]", "{place}"] },
  { id: "en.appointment.seeing", kind: "appointment", pattern: ["i'm|i am|i will be|i'll be", "seeing|going to see|going to|visiting", "[the|my]", "{place}"] },
  { id: "en.appointment.going", kind: "appointment", pattern: [i, "will go|'ll go|am going|'m going|plan to go", "to", "[the|my]", "{place}"] },
  { id: "en.appointment.booked", kind: "appointment", pattern: [i, "booked|scheduled|made|rescheduled", "[a|an|the|my]", "[appointment with|appointment at|appointment for]", "[the|my]", "{place}", "[appointment]"] },
  { id: "en.appointment.other", kind: "appointment", pattern: ["{who}", "has|'s got|will have", "[a|an]", "{place}", "appointment|appt|checkup|check-up"] },

  // Needs and tasks.
  { id: "en.need.other", kind: "need", pattern: ["{who}", "needs to|needs|has to|must|should|will need to|still needs to", "{action}"] },
  { id: "en.task.self", kind: "task", pattern: [i, "need to|have to|must|should|'ve got to|got to|have got to|gotta|need|'ll need to|will need to|will have to|still need to|still have to|really need to|really have to|also need to|also have to", "{action}"] },
  // "I've got to…", "I'll have to…": the person and the verb written as one word.
  { id: "en.task.selfContracted", kind: "task", pattern: ["i've got to|i've gotta|i'll have to|i'll need to", "{action}"] },

  // Time with someone.
  { id: "en.social.with", kind: "social", pattern: [i, "had lunch|had dinner|had breakfast|had coffee|had drinks|went out|hung out|met up|caught up|talked|spoke|spent the day|spent the afternoon|played|trained", "with", "{who}"] },
  { id: "en.social.met", kind: "social", pattern: [i, "met|saw|visited|called|ran into|bumped into|caught up with|texted|phoned", "{who}"] },
  // Where one met someone, kept in the words: "I met Tom at university", "I met Tom at a conference in Berlin" (a year said is a date, taken out).
  // Where one knows someone from: "I know Tom from work", "I know Sara through Rui"; kept in the words, as meeting is.
  { id: "en.social.knowFrom", kind: "social", pattern: [i, "know|also know|knew", "{who}", "from|through|via|since", "{place}"] },
  // How long one has known someone, kept in the words: "I've known Sara from school", "I have known Tom since university",
  // "I've known Rita for years"; a number of years said is since when ("for 10 years" → since 2015, see heldSince).
  { id: "en.social.knownFrom", kind: "social", holds: true, pattern: [knownVerbs, "{who}", "from|through|via|since|for", "{place}"] },
  { id: "en.social.known.since", kind: "social", holds: true, pattern: [`i know|${knownVerbs}`, "{who}"] },
  // Known by both, said of "us": "Sara and I have known each other since school", "Tom and I know each other from work";
  // "we've known each other for 10 years" is of the person just spoken of, or of no one (see interpretSocial).
  { id: "en.social.eachOther", kind: "social", holds: true, pattern: ["{who}", "and i|and me", eachOtherVerbs, "each other|one another", "from|through|via|since|for", "{place}"] },
  { id: "en.social.eachOther.since", kind: "social", holds: true, pattern: ["{who}", "and i|and me", eachOtherVerbs, "each other|one another"] },
  { id: "en.social.weKnown", kind: "social", holds: true, pattern: [weKnownVerbs, "each other|one another", "from|through|via|since|for", "{place}"] },
  { id: "en.social.weKnown.since", kind: "social", holds: true, pattern: [weKnownVerbs, "each other|one another"] },
  // Where both met: "Sara and I met at school", "we met at university" (the person just spoken of).
  { id: "en.social.bothMet", kind: "social", pattern: ["{who}", "and i|and me", "met|first met", "at|in|on|through|via|during|while", "{place}"] },
  { id: "en.social.bothMet.since", kind: "social", pattern: ["{who}", "and i|and me", "met|first met"] },
  { id: "en.social.weMet", kind: "social", pattern: ["we", "met|first met", "at|in|on|through|via|during|while", "{place}"] },
  { id: "en.social.weMet.since", kind: "social", pattern: ["we", "met|first met"] },
  // Friends for a while, said of both: "Sara and I have been friends since school", "I've been friends with Tom for years",
  // "we've been friends since 2010" (the person just spoken of); as knowing them since then.
  { id: "en.social.friendsSince", kind: "social", holds: true, pattern: ["{who}", "and i|and me", friendsVerbs, "since|for|from", "{place}"] },
  { id: "en.social.friendsWith", kind: "social", holds: true, pattern: [`i've|i have|i had|i'd`, friends.map((word) => `been ${word} with`).join("|"), "{who}", "since|for|from", "{place}"] },
  { id: "en.social.weKnown.friends", kind: "social", holds: true, pattern: [weFriendsVerbs, "since|for|from", "{place}"] },
  // The time said as a date taken out ("since 2010", "for 10 years"): kept only with it (see interpretSocial).
  { id: "en.social.friendsSince.since", kind: "social", holds: true, pattern: ["{who}", "and i|and me", friendsVerbs] },
  { id: "en.social.friendsWith.since", kind: "social", holds: true, pattern: [`i've|i have|i had|i'd`, friends.map((word) => `been ${word} with`).join("|"), "{who}"] },
  { id: "en.social.weKnown.since", kind: "social", holds: true, pattern: [weFriendsVerbs] },
  // Known "forever": no date, but how long all the same, of someone named ("I've known Sara forever").
  { id: "en.social.knownForever", kind: "social", holds: true, pattern: [knownVerbs, "{who}", forever] },
  { id: "en.social.eachOtherForever", kind: "social", holds: true, pattern: ["{who}", "and i|and me", eachOtherVerbs, "each other|one another", forever] },
  { id: "en.social.weKnown.forever", kind: "social", holds: true, pattern: [weKnownVerbs, "each other|one another", forever] },
  { id: "en.social.metAt", kind: "social", pattern: [i, "met|first met|ran into|bumped into", "{who}", "at|in|on|through|via|during|while", "{place}"] },

  // Visits that happened.
  { id: "en.visit.self", kind: "visit", pattern: [i, "went|went back|was|'ve been|have been|had been|stopped by|popped into|dropped by", "to|at|by", "[the|my]", "{place}"] },
  { id: "en.visit.saw", kind: "visit", serviceOnly: true, pattern: [i, "saw|visited|had an appointment with|had a session with|had my appointment with|went to see", "[the|my]", "{place}"] },
  { id: "en.visit.had", kind: "visit", pattern: [i, "had", "[a|an|my]", "{place}", "appointment|appt|checkup|check-up|visit|session"] },
  { id: "en.visit.took", kind: "visit", pattern: [i, "took", "{who}", "to", "[the]", "{place}"] },
  { id: "en.visit.other", kind: "visit", pattern: ["{who}", "went|was", "to|at", "[the]", "{place}"] },

  // Last, as it reads any words before "appointment": "Dentist appointment on Friday at 9am".
  { id: "en.appointment.noun", kind: "appointment", serviceOnly: true, pattern: ["[my|the]", "{place}", "appointment|appt|checkup|check-up", "[is]"] },
];
