/**
 * What follows "on" when it names a day, as a regular expression's source over folded text: "on Monday", "on 27
 * November", "on the 3rd", "on the first of May"; not a topic ("on the lease", "on my sister").
 */
export const dayAfterOn = String.raw`(?:the )?(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december|(?:first|second|third|fourth|fifth) of)`;
