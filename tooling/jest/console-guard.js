// A test that makes React (or anything else) call console.error fails: those calls are
// bugs users would see in their console. Tests that expect an error spy on it themselves.
const original = console.error;

beforeEach(() => {
  console.error = (...args) => {
    original(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ').slice(0, 500)}`);
  };
});

afterEach(() => {
  console.error = original;
});
