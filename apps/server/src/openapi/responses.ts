import { Schema } from "effect";

/** One page of a list: the items in the route's order and the cursor of the next page (null on the last). */
export const Page = <Item extends Schema.Top>(item: Item) => Schema.Struct({ items: Schema.Array(item), nextCursor: Schema.NullOr(Schema.String) });
