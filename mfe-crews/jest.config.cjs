module.exports = require('../tools/jest/ui-preset.cjs')(__dirname);
