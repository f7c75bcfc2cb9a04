export * from "./enums";
export * from "./users";
export * from "./hospitals";
export * from "./staff";
export * from "./patients";
export * from "./appointments";
export * from "./work";
export * from "./system";
