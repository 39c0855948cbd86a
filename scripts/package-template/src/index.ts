// @vitrine/__name__ public API: explicit named exports only.

export { type __Name__Api, default__Name__Api } from "./__camel__.api";
export { type __Name__Entry, type __Name__Response, __Name__ResponseSchema } from "./__camel__.schema";
export { __camel__Snippets } from "./__camel__.snippets";
export {
  __camel__Reducer,
  type __Name__Action,
  type __Name__State,
  type __Name__Status,
  initial__Name__State,
} from "./__camel__.state";
export { __Name__, type __Name__Props } from "./__Name__";
export { __CONST___MAX_ENTRIES } from "./constants";
export { type __Name__Controls, type Use__Name__Options, use__Name__ } from "./use__Name__";
