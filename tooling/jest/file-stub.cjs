// Webpack turns imported files (PDFs, images) into URLs; in unit tests a fixed URL stands in.
module.exports = '/assets/test-file-stub';
