// Stands in for imported stylesheets and images in jest (jest.config.ts `moduleNameMapper`).
export default 'file-stub';
