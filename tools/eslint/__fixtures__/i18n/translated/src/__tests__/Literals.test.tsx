// Tests assert texts; they are not the product's words.
export const Example = () => <p>Hello there</p>;
