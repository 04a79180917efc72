// A module whose default export is an async arrow (jose's modules are written this way).
export default async (a, b) => a + b;
