
// CHEC