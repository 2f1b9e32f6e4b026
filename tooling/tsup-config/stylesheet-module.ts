// The declaration of a stylesheet entry: a module with no exports.
export {};
