// Enums need transform mode, which Node 26 does not have.
const before = 1;
enum Color {
  Red,
  Green,
}
console.log(Color.Red, before);
