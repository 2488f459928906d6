// Stories hold sample data.
export const Story = () => <p>Sample text</p>;
