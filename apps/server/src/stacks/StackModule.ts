import type { OfflineSkill } from "@lifeos/agent";
import type { AnyTool } from "@lifeos/tools";
import type { Layer } from "effect";
import type { DomainStackServices, StackLayerServices, ToolServices } from "./StackServices.js";

/** The services a module named `Name` declares in `DomainStackServices` (none when it declares none). */
export type StackServicesOf<Name extends string> = Name extends keyof DomainStackServices ? DomainStackServices[Name] : never;

/** What a domain module contributes to each model stack (see `modelStackLayer`). */
export interface StackModule<Name extends string = string> {
  /** The domain's name (its folder in every package, and its key in `DomainStackServices`). */
  readonly name: Name;
  /** The domain's tools, registered in the order of the module list, then of this list. */
  readonly tools: ReadonlyArray<AnyTool<ToolServices>>;
  /**
   * The services the domain adds to each model stack, built from the shared
   * services, the model and the embedder: exactly what its entry in
   * `DomainStackServices` declares (a module typed `DomainModule<"journal">`
   * is checked against the `journal` entry).
   */
  readonly stackLayer?: Layer.Layer<StackServicesOf<Name>, never, StackLayerServices>;
  /**
   * What the offline model understands of the domain: its skills (usually
   * one, from `agent/src/<domain>/offline/`), given to the offline model of
   * every stack in the order of the module list.
   */
  readonly offlineSkills?: ReadonlyArray<OfflineSkill>;
}
