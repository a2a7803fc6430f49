#!/usr/bin/env node
import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b2) => (typeof require !== "undefined" ? require : a)[b2]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};
var __copyProps = (to2, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to2, key) && key !== except)
        __defProp(to2, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to2;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/@stdlib/utils-define-property/lib/define_property.js
var require_define_property = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/define_property.js"(exports, module) {
    "use strict";
    var main = typeof Object.defineProperty === "function" ? Object.defineProperty : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/utils-define-property/lib/has_define_property_support.js
var require_has_define_property_support = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/has_define_property_support.js"(exports, module) {
    "use strict";
    var defineProperty = require_define_property();
    function hasDefinePropertySupport() {
      try {
        defineProperty({}, "x", {});
        return true;
      } catch (err) {
        return false;
      }
    }
    module.exports = hasDefinePropertySupport;
  }
});

// node_modules/@stdlib/utils-define-property/lib/builtin.js
var require_builtin = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/builtin.js"(exports, module) {
    "use strict";
    var defineProperty = Object.defineProperty;
    module.exports = defineProperty;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/is_number.js
var require_is_number = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/is_number.js"(exports, module) {
    "use strict";
    function isNumber(value) {
      return typeof value === "number";
    }
    module.exports = isNumber;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/zero_pad.js
var require_zero_pad = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/zero_pad.js"(exports, module) {
    "use strict";
    function startsWithMinus(str) {
      return str[0] === "-";
    }
    function zeros(n) {
      var out = "";
      var i;
      for (i = 0; i < n; i++) {
        out += "0";
      }
      return out;
    }
    function zeroPad(str, width, right) {
      var negative = false;
      var pad = width - str.length;
      if (pad < 0) {
        return str;
      }
      if (startsWithMinus(str)) {
        negative = true;
        str = str.substr(1);
      }
      str = right ? str + zeros(pad) : zeros(pad) + str;
      if (negative) {
        str = "-" + str;
      }
      return str;
    }
    module.exports = zeroPad;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/format_integer.js
var require_format_integer = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/format_integer.js"(exports, module) {
    "use strict";
    var isNumber = require_is_number();
    var zeroPad = require_zero_pad();
    var lowercase = String.prototype.toLowerCase;
    var uppercase = String.prototype.toUpperCase;
    function formatInteger(token) {
      var base;
      var out;
      var i;
      switch (token.specifier) {
        case "b":
          base = 2;
          break;
        case "o":
          base = 8;
          break;
        case "x":
        case "X":
          base = 16;
          break;
        case "d":
        case "i":
        case "u":
        default:
          base = 10;
          break;
      }
      out = token.arg;
      i = parseInt(out, 10);
      if (!isFinite(i)) {
        if (!isNumber(out)) {
          throw new Error("invalid integer. Value: " + out);
        }
        i = 0;
      }
      if (i < 0 && (token.specifier === "u" || base !== 10)) {
        i = 4294967295 + i + 1;
      }
      if (i < 0) {
        out = (-i).toString(base);
        if (token.precision) {
          out = zeroPad(out, token.precision, token.padRight);
        }
        out = "-" + out;
      } else {
        out = i.toString(base);
        if (!i && !token.precision) {
          out = "";
        } else if (token.precision) {
          out = zeroPad(out, token.precision, token.padRight);
        }
        if (token.sign) {
          out = token.sign + out;
        }
      }
      if (base === 16) {
        if (token.alternate) {
          out = "0x" + out;
        }
        out = token.specifier === uppercase.call(token.specifier) ? uppercase.call(out) : lowercase.call(out);
      }
      if (base === 8) {
        if (token.alternate && out.charAt(0) !== "0") {
          out = "0" + out;
        }
      }
      return out;
    }
    module.exports = formatInteger;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/is_string.js
var require_is_string = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/is_string.js"(exports, module) {
    "use strict";
    function isString(value) {
      return typeof value === "string";
    }
    module.exports = isString;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/format_double.js
var require_format_double = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/format_double.js"(exports, module) {
    "use strict";
    var abs = Math.abs;
    var lowercase = String.prototype.toLowerCase;
    var uppercase = String.prototype.toUpperCase;
    var replace = String.prototype.replace;
    var RE_EXP_POS_DIGITS = /e\+(\d)$/;
    var RE_EXP_NEG_DIGITS = /e-(\d)$/;
    var RE_ONLY_DIGITS = /^(\d+)$/;
    var RE_DIGITS_BEFORE_EXP = /^(\d+)e/;
    var RE_TRAILING_PERIOD_ZERO = /\.0$/;
    var RE_PERIOD_ZERO_EXP = /\.0*e/;
    var RE_ZERO_BEFORE_EXP = /(\..*[^0])0*e/;
    function formatDouble(f2, token) {
      var digits;
      var out;
      switch (token.specifier) {
        case "e":
        case "E":
          out = f2.toExponential(token.precision);
          break;
        case "f":
        case "F":
          out = f2.toFixed(token.precision);
          break;
        case "g":
        case "G":
          if (abs(f2) < 1e-4) {
            digits = token.precision;
            if (digits > 0) {
              digits -= 1;
            }
            out = f2.toExponential(digits);
          } else {
            out = f2.toPrecision(token.precision);
          }
          if (!token.alternate) {
            out = replace.call(out, RE_ZERO_BEFORE_EXP, "$1e");
            out = replace.call(out, RE_PERIOD_ZERO_EXP, "e");
            out = replace.call(out, RE_TRAILING_PERIOD_ZERO, "");
          }
          break;
        default:
          throw new Error("invalid double notation. Value: " + token.specifier);
      }
      out = replace.call(out, RE_EXP_POS_DIGITS, "e+0$1");
      out = replace.call(out, RE_EXP_NEG_DIGITS, "e-0$1");
      if (token.alternate) {
        out = replace.call(out, RE_ONLY_DIGITS, "$1.");
        out = replace.call(out, RE_DIGITS_BEFORE_EXP, "$1.e");
      }
      if (f2 >= 0 && token.sign) {
        out = token.sign + out;
      }
      out = token.specifier === uppercase.call(token.specifier) ? uppercase.call(out) : lowercase.call(out);
      return out;
    }
    module.exports = formatDouble;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/space_pad.js
var require_space_pad = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/space_pad.js"(exports, module) {
    "use strict";
    function spaces(n) {
      var out = "";
      var i;
      for (i = 0; i < n; i++) {
        out += " ";
      }
      return out;
    }
    function spacePad(str, width, right) {
      var pad = width - str.length;
      if (pad < 0) {
        return str;
      }
      str = right ? str + spaces(pad) : spaces(pad) + str;
      return str;
    }
    module.exports = spacePad;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/main.js
var require_main = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/main.js"(exports, module) {
    "use strict";
    var formatInteger = require_format_integer();
    var isString = require_is_string();
    var isNumber = require_is_number();
    var formatDouble = require_format_double();
    var spacePad = require_space_pad();
    var zeroPad = require_zero_pad();
    var fromCharCode = String.fromCharCode;
    var isArray = Array.isArray;
    function isnan(value) {
      return value !== value;
    }
    function initialize(token) {
      var out = {};
      out.specifier = token.specifier;
      out.precision = token.precision === void 0 ? 1 : token.precision;
      out.width = token.width;
      out.flags = token.flags || "";
      out.mapping = token.mapping;
      return out;
    }
    function formatInterpolate(tokens) {
      var hasPeriod;
      var flags;
      var token;
      var flag;
      var num;
      var out;
      var pos;
      var f2;
      var i;
      var j2;
      if (!isArray(tokens)) {
        throw new TypeError("invalid argument. First argument must be an array. Value: `" + tokens + "`.");
      }
      out = "";
      pos = 1;
      for (i = 0; i < tokens.length; i++) {
        token = tokens[i];
        if (isString(token)) {
          out += token;
        } else {
          hasPeriod = token.precision !== void 0;
          token = initialize(token);
          if (!token.specifier) {
            throw new TypeError("invalid argument. Token is missing `specifier` property. Index: `" + i + "`. Value: `" + token + "`.");
          }
          if (token.mapping) {
            pos = token.mapping;
          }
          flags = token.flags;
          for (j2 = 0; j2 < flags.length; j2++) {
            flag = flags.charAt(j2);
            switch (flag) {
              case " ":
                token.sign = " ";
                break;
              case "+":
                token.sign = "+";
                break;
              case "-":
                token.padRight = true;
                token.padZeros = false;
                break;
              case "0":
                token.padZeros = flags.indexOf("-") < 0;
                break;
              case "#":
                token.alternate = true;
                break;
              default:
                throw new Error("invalid flag: " + flag);
            }
          }
          if (token.width === "*") {
            token.width = parseInt(arguments[pos], 10);
            pos += 1;
            if (isnan(token.width)) {
              throw new TypeError("the argument for * width at position " + pos + " is not a number. Value: `" + token.width + "`.");
            }
            if (token.width < 0) {
              token.padRight = true;
              token.width = -token.width;
            }
          }
          if (hasPeriod) {
            if (token.precision === "*") {
              token.precision = parseInt(arguments[pos], 10);
              pos += 1;
              if (isnan(token.precision)) {
                throw new TypeError("the argument for * precision at position " + pos + " is not a number. Value: `" + token.precision + "`.");
              }
              if (token.precision < 0) {
                token.precision = 1;
                hasPeriod = false;
              }
            }
          }
          token.arg = arguments[pos];
          switch (token.specifier) {
            case "b":
            case "o":
            case "x":
            case "X":
            case "d":
            case "i":
            case "u":
              if (hasPeriod) {
                token.padZeros = false;
              }
              token.arg = formatInteger(token);
              break;
            case "s":
              token.maxWidth = hasPeriod ? token.precision : -1;
              token.arg = String(token.arg);
              break;
            case "c":
              if (!isnan(token.arg)) {
                num = parseInt(token.arg, 10);
                if (num < 0 || num > 127) {
                  throw new Error("invalid character code. Value: " + token.arg);
                }
                token.arg = isnan(num) ? String(token.arg) : fromCharCode(num);
              }
              break;
            case "e":
            case "E":
            case "f":
            case "F":
            case "g":
            case "G":
              if (!hasPeriod) {
                token.precision = 6;
              }
              f2 = parseFloat(token.arg);
              if (!isFinite(f2)) {
                if (!isNumber(token.arg)) {
                  throw new Error("invalid floating-point number. Value: " + out);
                }
                f2 = token.arg;
                token.padZeros = false;
              }
              token.arg = formatDouble(f2, token);
              break;
            default:
              throw new Error("invalid specifier: " + token.specifier);
          }
          if (token.maxWidth >= 0 && token.arg.length > token.maxWidth) {
            token.arg = token.arg.substring(0, token.maxWidth);
          }
          if (token.padZeros) {
            token.arg = zeroPad(token.arg, token.width || token.precision, token.padRight);
          } else if (token.width) {
            token.arg = spacePad(token.arg, token.width, token.padRight);
          }
          out += token.arg || "";
          pos += 1;
        }
      }
      return out;
    }
    module.exports = formatInterpolate;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/index.js
var require_lib = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main();
    module.exports = main;
  }
});

// node_modules/@stdlib/string-base-format-tokenize/lib/main.js
var require_main2 = __commonJS({
  "node_modules/@stdlib/string-base-format-tokenize/lib/main.js"(exports, module) {
    "use strict";
    var RE = /%(?:([1-9]\d*)\$)?([0 +\-#]*)(\*|\d+)?(?:(\.)(\*|\d+)?)?[hlL]?([%A-Za-z])/g;
    function parse(match) {
      var token = {
        "mapping": match[1] ? parseInt(match[1], 10) : void 0,
        "flags": match[2],
        "width": match[3],
        "precision": match[5],
        "specifier": match[6]
      };
      if (match[4] === "." && match[5] === void 0) {
        token.precision = "1";
      }
      return token;
    }
    function formatTokenize(str) {
      var content;
      var tokens;
      var match;
      var prev;
      tokens = [];
      prev = 0;
      match = RE.exec(str);
      while (match) {
        content = str.slice(prev, RE.lastIndex - match[0].length);
        if (content.length) {
          tokens.push(content);
        }
        if (match[6] === "%") {
          tokens.push("%");
        } else {
          tokens.push(parse(match));
        }
        prev = RE.lastIndex;
        match = RE.exec(str);
      }
      content = str.slice(prev);
      if (content.length) {
        tokens.push(content);
      }
      return tokens;
    }
    module.exports = formatTokenize;
  }
});

// node_modules/@stdlib/string-base-format-tokenize/lib/index.js
var require_lib2 = __commonJS({
  "node_modules/@stdlib/string-base-format-tokenize/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main2();
    module.exports = main;
  }
});

// node_modules/@stdlib/string-format/lib/is_string.js
var require_is_string2 = __commonJS({
  "node_modules/@stdlib/string-format/lib/is_string.js"(exports, module) {
    "use strict";
    function isString(value) {
      return typeof value === "string";
    }
    module.exports = isString;
  }
});

// node_modules/@stdlib/string-format/lib/main.js
var require_main3 = __commonJS({
  "node_modules/@stdlib/string-format/lib/main.js"(exports, module) {
    "use strict";
    var interpolate = require_lib();
    var tokenize = require_lib2();
    var isString = require_is_string2();
    function format(str) {
      var args;
      var i;
      if (!isString(str)) {
        throw new TypeError(format("invalid argument. First argument must be a string. Value: `%s`.", str));
      }
      args = [tokenize(str)];
      for (i = 1; i < arguments.length; i++) {
        args.push(arguments[i]);
      }
      return interpolate.apply(null, args);
    }
    module.exports = format;
  }
});

// node_modules/@stdlib/string-format/lib/index.js
var require_lib3 = __commonJS({
  "node_modules/@stdlib/string-format/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main3();
    module.exports = main;
  }
});

// node_modules/@stdlib/utils-define-property/lib/polyfill.js
var require_polyfill = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/polyfill.js"(exports, module) {
    "use strict";
    var format = require_lib3();
    var objectProtoype = Object.prototype;
    var toStr = objectProtoype.toString;
    var defineGetter = objectProtoype.__defineGetter__;
    var defineSetter = objectProtoype.__defineSetter__;
    var lookupGetter = objectProtoype.__lookupGetter__;
    var lookupSetter = objectProtoype.__lookupSetter__;
    function defineProperty(obj, prop, descriptor) {
      var prototype;
      var hasValue;
      var hasGet;
      var hasSet;
      if (typeof obj !== "object" || obj === null || toStr.call(obj) === "[object Array]") {
        throw new TypeError(format("invalid argument. First argument must be an object. Value: `%s`.", obj));
      }
      if (typeof descriptor !== "object" || descriptor === null || toStr.call(descriptor) === "[object Array]") {
        throw new TypeError(format("invalid argument. Property descriptor must be an object. Value: `%s`.", descriptor));
      }
      hasValue = "value" in descriptor;
      if (hasValue) {
        if (lookupGetter.call(obj, prop) || lookupSetter.call(obj, prop)) {
          prototype = obj.__proto__;
          obj.__proto__ = objectProtoype;
          delete obj[prop];
          obj[prop] = descriptor.value;
          obj.__proto__ = prototype;
        } else {
          obj[prop] = descriptor.value;
        }
      }
      hasGet = "get" in descriptor;
      hasSet = "set" in descriptor;
      if (hasValue && (hasGet || hasSet)) {
        throw new Error("invalid argument. Cannot specify one or more accessors and a value or writable attribute in the property descriptor.");
      }
      if (hasGet && defineGetter) {
        defineGetter.call(obj, prop, descriptor.get);
      }
      if (hasSet && defineSetter) {
        defineSetter.call(obj, prop, descriptor.set);
      }
      return obj;
    }
    module.exports = defineProperty;
  }
});

// node_modules/@stdlib/utils-define-property/lib/index.js
var require_lib4 = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/index.js"(exports, module) {
    "use strict";
    var hasDefinePropertySupport = require_has_define_property_support();
    var builtin = require_builtin();
    var polyfill = require_polyfill();
    var defineProperty;
    if (hasDefinePropertySupport()) {
      defineProperty = builtin;
    } else {
      defineProperty = polyfill;
    }
    module.exports = defineProperty;
  }
});

// node_modules/@stdlib/utils-define-nonenumerable-read-only-property/lib/main.js
var require_main4 = __commonJS({
  "node_modules/@stdlib/utils-define-nonenumerable-read-only-property/lib/main.js"(exports, module) {
    "use strict";
    var defineProperty = require_lib4();
    function setNonEnumerableReadOnly(obj, prop, value) {
      defineProperty(obj, prop, {
        "configurable": false,
        "enumerable": false,
        "writable": false,
        "value": value
      });
    }
    module.exports = setNonEnumerableReadOnly;
  }
});

// node_modules/@stdlib/utils-define-nonenumerable-read-only-property/lib/index.js
var require_lib5 = __commonJS({
  "node_modules/@stdlib/utils-define-nonenumerable-read-only-property/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main4();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-nan/lib/main.js
var require_main5 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-nan/lib/main.js"(exports, module) {
    "use strict";
    function isnan(x) {
      return x !== x;
    }
    module.exports = isnan;
  }
});

// node_modules/@stdlib/math-base-assert-is-nan/lib/index.js
var require_lib6 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-nan/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main5();
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-symbol-support/lib/main.js
var require_main6 = __commonJS({
  "node_modules/@stdlib/assert-has-symbol-support/lib/main.js"(exports, module) {
    "use strict";
    function hasSymbolSupport() {
      return typeof Symbol === "function" && typeof Symbol("foo") === "symbol";
    }
    module.exports = hasSymbolSupport;
  }
});

// node_modules/@stdlib/assert-has-symbol-support/lib/index.js
var require_lib7 = __commonJS({
  "node_modules/@stdlib/assert-has-symbol-support/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main6();
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-tostringtag-support/lib/main.js
var require_main7 = __commonJS({
  "node_modules/@stdlib/assert-has-tostringtag-support/lib/main.js"(exports, module) {
    "use strict";
    var hasSymbols = require_lib7();
    var FLG = hasSymbols();
    function hasToStringTagSupport() {
      return FLG && typeof Symbol.toStringTag === "symbol";
    }
    module.exports = hasToStringTagSupport;
  }
});

// node_modules/@stdlib/assert-has-tostringtag-support/lib/index.js
var require_lib8 = __commonJS({
  "node_modules/@stdlib/assert-has-tostringtag-support/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main7();
    module.exports = main;
  }
});

// node_modules/@stdlib/utils-native-class/lib/tostring.js
var require_tostring = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/tostring.js"(exports, module) {
    "use strict";
    var toStr = Object.prototype.toString;
    module.exports = toStr;
  }
});

// node_modules/@stdlib/utils-native-class/lib/main.js
var require_main8 = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/main.js"(exports, module) {
    "use strict";
    var toStr = require_tostring();
    function nativeClass(v2) {
      return toStr.call(v2);
    }
    module.exports = nativeClass;
  }
});

// node_modules/@stdlib/assert-has-own-property/lib/main.js
var require_main9 = __commonJS({
  "node_modules/@stdlib/assert-has-own-property/lib/main.js"(exports, module) {
    "use strict";
    var has = Object.prototype.hasOwnProperty;
    function hasOwnProp(value, property) {
      if (value === void 0 || value === null) {
        return false;
      }
      return has.call(value, property);
    }
    module.exports = hasOwnProp;
  }
});

// node_modules/@stdlib/assert-has-own-property/lib/index.js
var require_lib9 = __commonJS({
  "node_modules/@stdlib/assert-has-own-property/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main9();
    module.exports = main;
  }
});

// node_modules/@stdlib/symbol-ctor/lib/main.js
var require_main10 = __commonJS({
  "node_modules/@stdlib/symbol-ctor/lib/main.js"(exports, module) {
    "use strict";
    var Sym = typeof Symbol === "function" ? Symbol : void 0;
    module.exports = Sym;
  }
});

// node_modules/@stdlib/symbol-ctor/lib/index.js
var require_lib10 = __commonJS({
  "node_modules/@stdlib/symbol-ctor/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main10();
    module.exports = main;
  }
});

// node_modules/@stdlib/utils-native-class/lib/tostringtag.js
var require_tostringtag = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/tostringtag.js"(exports, module) {
    "use strict";
    var Symbol2 = require_lib10();
    var toStrTag = typeof Symbol2 === "function" ? Symbol2.toStringTag : "";
    module.exports = toStrTag;
  }
});

// node_modules/@stdlib/utils-native-class/lib/polyfill.js
var require_polyfill2 = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/polyfill.js"(exports, module) {
    "use strict";
    var hasOwnProp = require_lib9();
    var toStringTag = require_tostringtag();
    var toStr = require_tostring();
    function nativeClass(v2) {
      var isOwn;
      var tag;
      var out;
      if (v2 === null || v2 === void 0) {
        return toStr.call(v2);
      }
      tag = v2[toStringTag];
      isOwn = hasOwnProp(v2, toStringTag);
      try {
        v2[toStringTag] = void 0;
      } catch (err) {
        return toStr.call(v2);
      }
      out = toStr.call(v2);
      if (isOwn) {
        v2[toStringTag] = tag;
      } else {
        delete v2[toStringTag];
      }
      return out;
    }
    module.exports = nativeClass;
  }
});

// node_modules/@stdlib/utils-native-class/lib/index.js
var require_lib11 = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/index.js"(exports, module) {
    "use strict";
    var hasToStringTag = require_lib8();
    var builtin = require_main8();
    var polyfill = require_polyfill2();
    var main;
    if (hasToStringTag()) {
      main = polyfill;
    } else {
      main = builtin;
    }
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-is-uint32array/lib/main.js
var require_main11 = __commonJS({
  "node_modules/@stdlib/assert-is-uint32array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib11();
    var hasUint32Array = typeof Uint32Array === "function";
    function isUint32Array(value) {
      return hasUint32Array && value instanceof Uint32Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Uint32Array]";
    }
    module.exports = isUint32Array;
  }
});

// node_modules/@stdlib/assert-is-uint32array/lib/index.js
var require_lib12 = __commonJS({
  "node_modules/@stdlib/assert-is-uint32array/lib/index.js"(exports, module) {
    "use strict";
    var isUint32Array = require_main11();
    module.exports = isUint32Array;
  }
});

// node_modules/@stdlib/constants-uint32-max/lib/index.js
var require_lib13 = __commonJS({
  "node_modules/@stdlib/constants-uint32-max/lib/index.js"(exports, module) {
    "use strict";
    var UINT32_MAX = 4294967295;
    module.exports = UINT32_MAX;
  }
});

// node_modules/@stdlib/assert-has-uint32array-support/lib/uint32array.js
var require_uint32array = __commonJS({
  "node_modules/@stdlib/assert-has-uint32array-support/lib/uint32array.js"(exports, module) {
    "use strict";
    var main = typeof Uint32Array === "function" ? Uint32Array : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-uint32array-support/lib/main.js
var require_main12 = __commonJS({
  "node_modules/@stdlib/assert-has-uint32array-support/lib/main.js"(exports, module) {
    "use strict";
    var isUint32Array = require_lib12();
    var UINT32_MAX = require_lib13();
    var GlobalUint32Array = require_uint32array();
    function hasUint32ArraySupport() {
      var bool;
      var arr;
      if (typeof GlobalUint32Array !== "function") {
        return false;
      }
      try {
        arr = [1, 3.14, -3.14, UINT32_MAX + 1, UINT32_MAX + 2];
        arr = new GlobalUint32Array(arr);
        bool = isUint32Array(arr) && arr[0] === 1 && arr[1] === 3 && // truncation
        arr[2] === UINT32_MAX - 2 && // truncation and wrap around
        arr[3] === 0 && // wrap around
        arr[4] === 1;
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasUint32ArraySupport;
  }
});

// node_modules/@stdlib/assert-has-uint32array-support/lib/index.js
var require_lib14 = __commonJS({
  "node_modules/@stdlib/assert-has-uint32array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasUint32ArraySupport = require_main12();
    module.exports = hasUint32ArraySupport;
  }
});

// node_modules/@stdlib/array-uint32/lib/main.js
var require_main13 = __commonJS({
  "node_modules/@stdlib/array-uint32/lib/main.js"(exports, module) {
    "use strict";
    var ctor = typeof Uint32Array === "function" ? Uint32Array : void 0;
    module.exports = ctor;
  }
});

// node_modules/@stdlib/array-uint32/lib/polyfill.js
var require_polyfill3 = __commonJS({
  "node_modules/@stdlib/array-uint32/lib/polyfill.js"(exports, module) {
    "use strict";
    function polyfill() {
      throw new Error("not implemented");
    }
    module.exports = polyfill;
  }
});

// node_modules/@stdlib/array-uint32/lib/index.js
var require_lib15 = __commonJS({
  "node_modules/@stdlib/array-uint32/lib/index.js"(exports, module) {
    "use strict";
    var hasUint32ArraySupport = require_lib14();
    var builtin = require_main13();
    var polyfill = require_polyfill3();
    var ctor;
    if (hasUint32ArraySupport()) {
      ctor = builtin;
    } else {
      ctor = polyfill;
    }
    module.exports = ctor;
  }
});

// node_modules/@stdlib/assert-is-float64array/lib/main.js
var require_main14 = __commonJS({
  "node_modules/@stdlib/assert-is-float64array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib11();
    var hasFloat64Array = typeof Float64Array === "function";
    function isFloat64Array(value) {
      return hasFloat64Array && value instanceof Float64Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Float64Array]";
    }
    module.exports = isFloat64Array;
  }
});

// node_modules/@stdlib/assert-is-float64array/lib/index.js
var require_lib16 = __commonJS({
  "node_modules/@stdlib/assert-is-float64array/lib/index.js"(exports, module) {
    "use strict";
    var isFloat64Array = require_main14();
    module.exports = isFloat64Array;
  }
});

// node_modules/@stdlib/assert-has-float64array-support/lib/float64array.js
var require_float64array = __commonJS({
  "node_modules/@stdlib/assert-has-float64array-support/lib/float64array.js"(exports, module) {
    "use strict";
    var main = typeof Float64Array === "function" ? Float64Array : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-float64array-support/lib/main.js
var require_main15 = __commonJS({
  "node_modules/@stdlib/assert-has-float64array-support/lib/main.js"(exports, module) {
    "use strict";
    var isFloat64Array = require_lib16();
    var GlobalFloat64Array = require_float64array();
    function hasFloat64ArraySupport() {
      var bool;
      var arr;
      if (typeof GlobalFloat64Array !== "function") {
        return false;
      }
      try {
        arr = new GlobalFloat64Array([1, 3.14, -3.14, NaN]);
        bool = isFloat64Array(arr) && arr[0] === 1 && arr[1] === 3.14 && arr[2] === -3.14 && arr[3] !== arr[3];
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasFloat64ArraySupport;
  }
});

// node_modules/@stdlib/assert-has-float64array-support/lib/index.js
var require_lib17 = __commonJS({
  "node_modules/@stdlib/assert-has-float64array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasFloat64ArraySupport = require_main15();
    module.exports = hasFloat64ArraySupport;
  }
});

// node_modules/@stdlib/array-float64/lib/main.js
var require_main16 = __commonJS({
  "node_modules/@stdlib/array-float64/lib/main.js"(exports, module) {
    "use strict";
    var ctor = typeof Float64Array === "function" ? Float64Array : void 0;
    module.exports = ctor;
  }
});

// node_modules/@stdlib/array-float64/lib/polyfill.js
var require_polyfill4 = __commonJS({
  "node_modules/@stdlib/array-float64/lib/polyfill.js"(exports, module) {
    "use strict";
    function polyfill() {
      throw new Error("not implemented");
    }
    module.exports = polyfill;
  }
});

// node_modules/@stdlib/array-float64/lib/index.js
var require_lib18 = __commonJS({
  "node_modules/@stdlib/array-float64/lib/index.js"(exports, module) {
    "use strict";
    var hasFloat64ArraySupport = require_lib17();
    var builtin = require_main16();
    var polyfill = require_polyfill4();
    var ctor;
    if (hasFloat64ArraySupport()) {
      ctor = builtin;
    } else {
      ctor = polyfill;
    }
    module.exports = ctor;
  }
});

// node_modules/@stdlib/assert-is-uint8array/lib/main.js
var require_main17 = __commonJS({
  "node_modules/@stdlib/assert-is-uint8array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib11();
    var hasUint8Array = typeof Uint8Array === "function";
    function isUint8Array(value) {
      return hasUint8Array && value instanceof Uint8Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Uint8Array]";
    }
    module.exports = isUint8Array;
  }
});

// node_modules/@stdlib/assert-is-uint8array/lib/index.js
var require_lib19 = __commonJS({
  "node_modules/@stdlib/assert-is-uint8array/lib/index.js"(exports, module) {
    "use strict";
    var isUint8Array = require_main17();
    module.exports = isUint8Array;
  }
});

// node_modules/@stdlib/constants-uint8-max/lib/index.js
var require_lib20 = __commonJS({
  "node_modules/@stdlib/constants-uint8-max/lib/index.js"(exports, module) {
    "use strict";
    var UINT8_MAX = 255 | 0;
    module.exports = UINT8_MAX;
  }
});

// node_modules/@stdlib/assert-has-uint8array-support/lib/uint8array.js
var require_uint8array = __commonJS({
  "node_modules/@stdlib/assert-has-uint8array-support/lib/uint8array.js"(exports, module) {
    "use strict";
    var main = typeof Uint8Array === "function" ? Uint8Array : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-uint8array-support/lib/main.js
var require_main18 = __commonJS({
  "node_modules/@stdlib/assert-has-uint8array-support/lib/main.js"(exports, module) {
    "use strict";
    var isUint8Array = require_lib19();
    var UINT8_MAX = require_lib20();
    var GlobalUint8Array = require_uint8array();
    function hasUint8ArraySupport() {
      var bool;
      var arr;
      if (typeof GlobalUint8Array !== "function") {
        return false;
      }
      try {
        arr = [1, 3.14, -3.14, UINT8_MAX + 1, UINT8_MAX + 2];
        arr = new GlobalUint8Array(arr);
        bool = isUint8Array(arr) && arr[0] === 1 && arr[1] === 3 && // truncation
        arr[2] === UINT8_MAX - 2 && // truncation and wrap around
        arr[3] === 0 && // wrap around
        arr[4] === 1;
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasUint8ArraySupport;
  }
});

// node_modules/@stdlib/assert-has-uint8array-support/lib/index.js
var require_lib21 = __commonJS({
  "node_modules/@stdlib/assert-has-uint8array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasUint8ArraySupport = require_main18();
    module.exports = hasUint8ArraySupport;
  }
});

// node_modules/@stdlib/array-uint8/lib/main.js
var require_main19 = __commonJS({
  "node_modules/@stdlib/array-uint8/lib/main.js"(exports, module) {
    "use strict";
    var ctor = typeof Uint8Array === "function" ? Uint8Array : void 0;
    module.exports = ctor;
  }
});

// node_modules/@stdlib/array-uint8/lib/polyfill.js
var require_polyfill5 = __commonJS({
  "node_modules/@stdlib/array-uint8/lib/polyfill.js"(exports, module) {
    "use strict";
    function polyfill() {
      throw new Error("not implemented");
    }
    module.exports = polyfill;
  }
});

// node_modules/@stdlib/array-uint8/lib/index.js
var require_lib22 = __commonJS({
  "node_modules/@stdlib/array-uint8/lib/index.js"(exports, module) {
    "use strict";
    var hasUint8ArraySupport = require_lib21();
    var builtin = require_main19();
    var polyfill = require_polyfill5();
    var ctor;
    if (hasUint8ArraySupport()) {
      ctor = builtin;
    } else {
      ctor = polyfill;
    }
    module.exports = ctor;
  }
});

// node_modules/@stdlib/assert-is-uint16array/lib/main.js
var require_main20 = __commonJS({
  "node_modules/@stdlib/assert-is-uint16array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib11();
    var hasUint16Array = typeof Uint16Array === "function";
    function isUint16Array(value) {
      return hasUint16Array && value instanceof Uint16Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Uint16Array]";
    }
    module.exports = isUint16Array;
  }
});

// node_modules/@stdlib/assert-is-uint16array/lib/index.js
var require_lib23 = __commonJS({
  "node_modules/@stdlib/assert-is-uint16array/lib/index.js"(exports, module) {
    "use strict";
    var isUint16Array = require_main20();
    module.exports = isUint16Array;
  }
});

// node_modules/@stdlib/constants-uint16-max/lib/index.js
var require_lib24 = __commonJS({
  "node_modules/@stdlib/constants-uint16-max/lib/index.js"(exports, module) {
    "use strict";
    var UINT16_MAX = 65535 | 0;
    module.exports = UINT16_MAX;
  }
});

// node_modules/@stdlib/assert-has-uint16array-support/lib/uint16array.js
var require_uint16array = __commonJS({
  "node_modules/@stdlib/assert-has-uint16array-support/lib/uint16array.js"(exports, module) {
    "use strict";
    var main = typeof Uint16Array === "function" ? Uint16Array : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-uint16array-support/lib/main.js
var require_main21 = __commonJS({
  "node_modules/@stdlib/assert-has-uint16array-support/lib/main.js"(exports, module) {
    "use strict";
    var isUint16Array = require_lib23();
    var UINT16_MAX = require_lib24();
    var GlobalUint16Array = require_uint16array();
    function hasUint16ArraySupport() {
      var bool;
      var arr;
      if (typeof GlobalUint16Array !== "function") {
        return false;
      }
      try {
        arr = [1, 3.14, -3.14, UINT16_MAX + 1, UINT16_MAX + 2];
        arr = new GlobalUint16Array(arr);
        bool = isUint16Array(arr) && arr[0] === 1 && arr[1] === 3 && // truncation
        arr[2] === UINT16_MAX - 2 && // truncation and wrap around
        arr[3] === 0 && // wrap around
        arr[4] === 1;
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasUint16ArraySupport;
  }
});

// node_modules/@stdlib/assert-has-uint16array-support/lib/index.js
var require_lib25 = __commonJS({
  "node_modules/@stdlib/assert-has-uint16array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasUint16ArraySupport = require_main21();
    module.exports = hasUint16ArraySupport;
  }
});

// node_modules/@stdlib/array-uint16/lib/main.js
var require_main22 = __commonJS({
  "node_modules/@stdlib/array-uint16/lib/main.js"(exports, module) {
    "use strict";
    var ctor = typeof Uint16Array === "function" ? Uint16Array : void 0;
    module.exports = ctor;
  }
});

// node_modules/@stdlib/array-uint16/lib/polyfill.js
var require_polyfill6 = __commonJS({
  "node_modules/@stdlib/array-uint16/lib/polyfill.js"(exports, module) {
    "use strict";
    function polyfill() {
      throw new Error("not implemented");
    }
    module.exports = polyfill;
  }
});

// node_modules/@stdlib/array-uint16/lib/index.js
var require_lib26 = __commonJS({
  "node_modules/@stdlib/array-uint16/lib/index.js"(exports, module) {
    "use strict";
    var hasUint16ArraySupport = require_lib25();
    var builtin = require_main22();
    var polyfill = require_polyfill6();
    var ctor;
    if (hasUint16ArraySupport()) {
      ctor = builtin;
    } else {
      ctor = polyfill;
    }
    module.exports = ctor;
  }
});

// node_modules/@stdlib/assert-is-little-endian/lib/ctors.js
var require_ctors = __commonJS({
  "node_modules/@stdlib/assert-is-little-endian/lib/ctors.js"(exports, module) {
    "use strict";
    var Uint8Array2 = require_lib22();
    var Uint16Array2 = require_lib26();
    var ctors = {
      "uint16": Uint16Array2,
      "uint8": Uint8Array2
    };
    module.exports = ctors;
  }
});

// node_modules/@stdlib/assert-is-little-endian/lib/main.js
var require_main23 = __commonJS({
  "node_modules/@stdlib/assert-is-little-endian/lib/main.js"(exports, module) {
    "use strict";
    var ctors = require_ctors();
    var bool;
    function isLittleEndian() {
      var uint16view;
      var uint8view;
      uint16view = new ctors["uint16"](1);
      uint16view[0] = 4660;
      uint8view = new ctors["uint8"](uint16view.buffer);
      return uint8view[0] === 52;
    }
    bool = isLittleEndian();
    module.exports = bool;
  }
});

// node_modules/@stdlib/assert-is-little-endian/lib/index.js
var require_lib27 = __commonJS({
  "node_modules/@stdlib/assert-is-little-endian/lib/index.js"(exports, module) {
    "use strict";
    var IS_LITTLE_ENDIAN = require_main23();
    module.exports = IS_LITTLE_ENDIAN;
  }
});

// node_modules/@stdlib/number-float64-base-get-high-word/lib/high.js
var require_high = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-high-word/lib/high.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib27();
    var HIGH;
    if (isLittleEndian === true) {
      HIGH = 1;
    } else {
      HIGH = 0;
    }
    module.exports = HIGH;
  }
});

// node_modules/@stdlib/number-float64-base-get-high-word/lib/main.js
var require_main24 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-high-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib15();
    var Float64Array2 = require_lib18();
    var HIGH = require_high();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    function getHighWord(x) {
      FLOAT64_VIEW[0] = x;
      return UINT32_VIEW[HIGH];
    }
    module.exports = getHighWord;
  }
});

// node_modules/@stdlib/number-float64-base-get-high-word/lib/index.js
var require_lib28 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-high-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main24();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-set-high-word/lib/high.js
var require_high2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/high.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib27();
    var HIGH;
    if (isLittleEndian === true) {
      HIGH = 1;
    } else {
      HIGH = 0;
    }
    module.exports = HIGH;
  }
});

// node_modules/@stdlib/number-float64-base-set-high-word/lib/main.js
var require_main25 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib15();
    var Float64Array2 = require_lib18();
    var HIGH = require_high2();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    function setHighWord(x, high) {
      FLOAT64_VIEW[0] = x;
      UINT32_VIEW[HIGH] = high >>> 0;
      return FLOAT64_VIEW[0];
    }
    module.exports = setHighWord;
  }
});

// node_modules/@stdlib/number-float64-base-set-high-word/lib/index.js
var require_lib29 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main25();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-from-words/lib/indices.js
var require_indices = __commonJS({
  "node_modules/@stdlib/number-float64-base-from-words/lib/indices.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib27();
    var indices;
    var HIGH;
    var LOW;
    if (isLittleEndian === true) {
      HIGH = 1;
      LOW = 0;
    } else {
      HIGH = 0;
      LOW = 1;
    }
    indices = {
      "HIGH": HIGH,
      "LOW": LOW
    };
    module.exports = indices;
  }
});

// node_modules/@stdlib/number-float64-base-from-words/lib/main.js
var require_main26 = __commonJS({
  "node_modules/@stdlib/number-float64-base-from-words/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib15();
    var Float64Array2 = require_lib18();
    var indices = require_indices();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    var HIGH = indices.HIGH;
    var LOW = indices.LOW;
    function fromWords(high, low) {
      UINT32_VIEW[HIGH] = high;
      UINT32_VIEW[LOW] = low;
      return FLOAT64_VIEW[0];
    }
    module.exports = fromWords;
  }
});

// node_modules/@stdlib/number-float64-base-from-words/lib/index.js
var require_lib30 = __commonJS({
  "node_modules/@stdlib/number-float64-base-from-words/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main26();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-pinf/lib/index.js
var require_lib31 = __commonJS({
  "node_modules/@stdlib/constants-float64-pinf/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_PINF = Number.POSITIVE_INFINITY;
    module.exports = FLOAT64_PINF;
  }
});

// node_modules/@stdlib/number-ctor/lib/main.js
var require_main27 = __commonJS({
  "node_modules/@stdlib/number-ctor/lib/main.js"(exports, module) {
    "use strict";
    module.exports = Number;
  }
});

// node_modules/@stdlib/number-ctor/lib/index.js
var require_lib32 = __commonJS({
  "node_modules/@stdlib/number-ctor/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main27();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-ninf/lib/index.js
var require_lib33 = __commonJS({
  "node_modules/@stdlib/constants-float64-ninf/lib/index.js"(exports, module) {
    "use strict";
    var Number2 = require_lib32();
    var FLOAT64_NINF = Number2.NEGATIVE_INFINITY;
    module.exports = FLOAT64_NINF;
  }
});

// node_modules/@stdlib/constants-float64-exponent-bias/lib/index.js
var require_lib34 = __commonJS({
  "node_modules/@stdlib/constants-float64-exponent-bias/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_EXPONENT_BIAS = 1023 | 0;
    module.exports = FLOAT64_EXPONENT_BIAS;
  }
});

// node_modules/@stdlib/constants-float64-half-ln-two/lib/index.js
var require_lib35 = __commonJS({
  "node_modules/@stdlib/constants-float64-half-ln-two/lib/index.js"(exports, module) {
    "use strict";
    var HALF_LN2 = 0.34657359027997264;
    module.exports = HALF_LN2;
  }
});

// node_modules/@stdlib/math-base-special-expm1/lib/polyval_q.js
var require_polyval_q = __commonJS({
  "node_modules/@stdlib/math-base-special-expm1/lib/polyval_q.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.03333333333333313;
      }
      return -0.03333333333333313 + x * (0.0015873015872548146 + x * (-793650757867488e-19 + x * (4008217827329362e-21 + x * -20109921818362437e-23)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-expm1/lib/main.js
var require_main28 = __commonJS({
  "node_modules/@stdlib/math-base-special-expm1/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var getHighWord = require_lib28();
    var setHighWord = require_lib29();
    var fromWords = require_lib30();
    var PINF = require_lib31();
    var NINF = require_lib33();
    var FLOAT64_EXPONENT_BIAS = require_lib34();
    var HALF_LN2 = require_lib35();
    var polyval = require_polyval_q();
    var OVERFLOW_THRESHOLD = 709.782712893384;
    var LN2_HI = 0.6931471803691238;
    var LN2_LO = 19082149292705877e-26;
    var LN2_INV = 1.4426950408889634;
    var LN2x56 = 38.816242111356935;
    var LN2_HALFX3 = 1.0397207708399179;
    function expm1(x) {
      var halfX;
      var twopk;
      var sign;
      var hi2;
      var lo2;
      var hx;
      var r1;
      var y;
      var z2;
      var c;
      var t;
      var e;
      var k2;
      if (x === PINF || isnan(x)) {
        return x;
      }
      if (x === NINF) {
        return -1;
      }
      if (x === 0) {
        return x;
      }
      if (x < 0) {
        sign = true;
        y = -x;
      } else {
        sign = false;
        y = x;
      }
      if (y >= LN2x56) {
        if (sign) {
          return -1;
        }
        if (y >= OVERFLOW_THRESHOLD) {
          return PINF;
        }
      }
      hx = getHighWord(y) | 0;
      if (y > HALF_LN2) {
        if (y < LN2_HALFX3) {
          if (sign) {
            hi2 = x + LN2_HI;
            lo2 = -LN2_LO;
            k2 = -1;
          } else {
            hi2 = x - LN2_HI;
            lo2 = LN2_LO;
            k2 = 1;
          }
        } else {
          if (sign) {
            k2 = LN2_INV * x - 0.5;
          } else {
            k2 = LN2_INV * x + 0.5;
          }
          k2 |= 0;
          t = k2;
          hi2 = x - t * LN2_HI;
          lo2 = t * LN2_LO;
        }
        x = hi2 - lo2;
        c = hi2 - x - lo2;
      } else if (hx < 1016070144) {
        return x;
      } else {
        k2 = 0;
      }
      halfX = 0.5 * x;
      z2 = x * halfX;
      r1 = 1 + z2 * polyval(z2);
      t = 3 - r1 * halfX;
      e = z2 * ((r1 - t) / (6 - x * t));
      if (k2 === 0) {
        return x - (x * e - z2);
      }
      twopk = fromWords(FLOAT64_EXPONENT_BIAS + k2 << 20, 0);
      e = x * (e - c) - c;
      e -= z2;
      if (k2 === -1) {
        return 0.5 * (x - e) - 0.5;
      }
      if (k2 === 1) {
        if (x < -0.25) {
          return -2 * (e - (x + 0.5));
        }
        return 1 + 2 * (x - e);
      }
      if (k2 <= -2 || k2 > 56) {
        y = 1 - (e - x);
        if (k2 === 1024) {
          hi2 = getHighWord(y) + (k2 << 20) | 0;
          y = setHighWord(y, hi2);
        } else {
          y *= twopk;
        }
        return y - 1;
      }
      t = 1;
      if (k2 < 20) {
        hi2 = 1072693248 - (2097152 >> k2) | 0;
        t = setHighWord(t, hi2);
        y = t - (e - x);
      } else {
        hi2 = FLOAT64_EXPONENT_BIAS - k2 << 20 | 0;
        t = setHighWord(t, hi2);
        y = x - (e + t);
        y += 1;
      }
      y *= twopk;
      return y;
    }
    module.exports = expm1;
  }
});

// node_modules/@stdlib/math-base-special-expm1/lib/index.js
var require_lib36 = __commonJS({
  "node_modules/@stdlib/math-base-special-expm1/lib/index.js"(exports, module) {
    "use strict";
    var expm1 = require_main28();
    module.exports = expm1;
  }
});

// node_modules/@stdlib/math-base-special-floor/lib/main.js
var require_main29 = __commonJS({
  "node_modules/@stdlib/math-base-special-floor/lib/main.js"(exports, module) {
    "use strict";
    var floor = Math.floor;
    module.exports = floor;
  }
});

// node_modules/@stdlib/math-base-special-floor/lib/index.js
var require_lib37 = __commonJS({
  "node_modules/@stdlib/math-base-special-floor/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main29();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-log1p/lib/polyval_lp.js
var require_polyval_lp = __commonJS({
  "node_modules/@stdlib/math-base-special-log1p/lib/polyval_lp.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.6666666666666735;
      }
      return 0.6666666666666735 + x * (0.3999999999940942 + x * (0.2857142874366239 + x * (0.22222198432149784 + x * (0.1818357216161805 + x * (0.15313837699209373 + x * 0.14798198605116586)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-log1p/lib/main.js
var require_main30 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1p/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var getHighWord = require_lib28();
    var setHighWord = require_lib29();
    var PINF = require_lib31();
    var NINF = require_lib33();
    var FLOAT64_EXPONENT_BIAS = require_lib34();
    var polyval = require_polyval_lp();
    var LN2_HI = 0.6931471803691238;
    var LN2_LO = 19082149292705877e-26;
    var SQRT2M1 = 0.41421356237309503;
    var SQRT2HALFM1 = -0.2928932188134525;
    var SMALL = 1862645149230957e-24;
    var TINY = 5551115123125783e-32;
    var TWO53 = 9007199254740992;
    var TWO_THIRDS = 0.6666666666666666;
    function log1p(x) {
      var hfsq;
      var hu;
      var y;
      var f2;
      var c;
      var s3;
      var z2;
      var R2;
      var u2;
      var k2;
      if (x < -1 || isnan(x)) {
        return NaN;
      }
      if (x === -1) {
        return NINF;
      }
      if (x === PINF) {
        return x;
      }
      if (x === 0) {
        return x;
      }
      if (x < 0) {
        y = -x;
      } else {
        y = x;
      }
      k2 = 1;
      if (y < SQRT2M1) {
        if (y < SMALL) {
          if (y < TINY) {
            return x;
          }
          return x - x * x * 0.5;
        }
        if (x > SQRT2HALFM1) {
          k2 = 0;
          f2 = x;
          hu = 1;
        }
      }
      if (k2 !== 0) {
        if (y < TWO53) {
          u2 = 1 + x;
          hu = getHighWord(u2);
          k2 = (hu >> 20) - FLOAT64_EXPONENT_BIAS;
          if (k2 > 0) {
            c = 1 - (u2 - x);
          } else {
            c = x - (u2 - 1);
          }
          c /= u2;
        } else {
          u2 = x;
          hu = getHighWord(u2);
          k2 = (hu >> 20) - FLOAT64_EXPONENT_BIAS;
          c = 0;
        }
        hu &= 1048575;
        if (hu < 434334) {
          u2 = setHighWord(u2, hu | 1072693248);
        } else {
          k2 += 1;
          u2 = setHighWord(u2, hu | 1071644672);
          hu = 1048576 - hu >> 2;
        }
        f2 = u2 - 1;
      }
      hfsq = 0.5 * f2 * f2;
      if (hu === 0) {
        if (f2 === 0) {
          c += k2 * LN2_LO;
          return k2 * LN2_HI + c;
        }
        R2 = hfsq * (1 - TWO_THIRDS * f2);
        return k2 * LN2_HI - (R2 - (k2 * LN2_LO + c) - f2);
      }
      s3 = f2 / (2 + f2);
      z2 = s3 * s3;
      R2 = z2 * polyval(z2);
      if (k2 === 0) {
        return f2 - (hfsq - s3 * (hfsq + R2));
      }
      return k2 * LN2_HI - (hfsq - (s3 * (hfsq + R2) + (k2 * LN2_LO + c)) - f2);
    }
    module.exports = log1p;
  }
});

// node_modules/@stdlib/math-base-special-log1p/lib/index.js
var require_lib38 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1p/lib/index.js"(exports, module) {
    "use strict";
    var log1p = require_main30();
    module.exports = log1p;
  }
});

// node_modules/@stdlib/math-base-special-sqrt/lib/main.js
var require_main31 = __commonJS({
  "node_modules/@stdlib/math-base-special-sqrt/lib/main.js"(exports, module) {
    "use strict";
    var sqrt = Math.sqrt;
    module.exports = sqrt;
  }
});

// node_modules/@stdlib/math-base-special-sqrt/lib/index.js
var require_lib39 = __commonJS({
  "node_modules/@stdlib/math-base-special-sqrt/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main31();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-fourth-pi/lib/index.js
var require_lib40 = __commonJS({
  "node_modules/@stdlib/constants-float64-fourth-pi/lib/index.js"(exports, module) {
    "use strict";
    var FOURTH_PI = 0.7853981633974483;
    module.exports = FOURTH_PI;
  }
});

// node_modules/@stdlib/math-base-special-asin/lib/rational_pq.js
var require_rational_pq = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/rational_pq.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return 0.16666666666666713;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -8.198089802484825 + x * (19.562619833175948 + x * (-16.262479672107002 + x * (5.444622390564711 + x * (-0.6019598008014124 + x * 0.004253011369004428))));
        s22 = -49.18853881490881 + x * (139.51056146574857 + x * (-147.1791292232726 + x * (70.49610280856842 + x * (-14.740913729888538 + x * 1))));
      } else {
        x = 1 / x;
        s1 = 0.004253011369004428 + x * (-0.6019598008014124 + x * (5.444622390564711 + x * (-16.262479672107002 + x * (19.562619833175948 + x * -8.198089802484825))));
        s22 = 1 + x * (-14.740913729888538 + x * (70.49610280856842 + x * (-147.1791292232726 + x * (139.51056146574857 + x * -49.18853881490881))));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-asin/lib/rational_rs.js
var require_rational_rs = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/rational_rs.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return 0.08333333333333809;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 28.536655482610616 + x * (-25.56901049652825 + x * (6.968710824104713 + x * (-0.5634242780008963 + x * 0.002967721961301243)));
        s22 = 342.43986579130785 + x * (-383.8770957603691 + x * (147.0656354026815 + x * (-21.947795316429207 + x * 1)));
      } else {
        x = 1 / x;
        s1 = 0.002967721961301243 + x * (-0.5634242780008963 + x * (6.968710824104713 + x * (-25.56901049652825 + x * 28.536655482610616)));
        s22 = 1 + x * (-21.947795316429207 + x * (147.0656354026815 + x * (-383.8770957603691 + x * 342.43986579130785)));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-asin/lib/main.js
var require_main32 = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var sqrt = require_lib39();
    var PIO4 = require_lib40();
    var ratevalPQ = require_rational_pq();
    var ratevalRS = require_rational_rs();
    var MOREBITS = 6123233995736766e-32;
    function asin(x) {
      var sgn;
      var zz;
      var a;
      var p2;
      var z2;
      if (isnan(x)) {
        return NaN;
      }
      if (x > 0) {
        a = x;
      } else {
        sgn = true;
        a = -x;
      }
      if (a > 1) {
        return NaN;
      }
      if (a > 0.625) {
        zz = 1 - a;
        p2 = zz * ratevalRS(zz);
        zz = sqrt(zz + zz);
        z2 = PIO4 - zz;
        zz = zz * p2 - MOREBITS;
        z2 -= zz;
        z2 += PIO4;
      } else {
        if (a < 1e-8) {
          return x;
        }
        zz = a * a;
        z2 = zz * ratevalPQ(zz);
        z2 = a * z2 + a;
      }
      return sgn ? -z2 : z2;
    }
    module.exports = asin;
  }
});

// node_modules/@stdlib/math-base-special-asin/lib/index.js
var require_lib41 = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main32();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-abs/lib/main.js
var require_main33 = __commonJS({
  "node_modules/@stdlib/math-base-special-abs/lib/main.js"(exports, module) {
    "use strict";
    function abs(x) {
      return Math.abs(x);
    }
    module.exports = abs;
  }
});

// node_modules/@stdlib/math-base-special-abs/lib/index.js
var require_lib42 = __commonJS({
  "node_modules/@stdlib/math-base-special-abs/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main33();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-ceil/lib/main.js
var require_main34 = __commonJS({
  "node_modules/@stdlib/math-base-special-ceil/lib/main.js"(exports, module) {
    "use strict";
    var ceil = Math.ceil;
    module.exports = ceil;
  }
});

// node_modules/@stdlib/math-base-special-ceil/lib/index.js
var require_lib43 = __commonJS({
  "node_modules/@stdlib/math-base-special-ceil/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main34();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-trunc/lib/main.js
var require_main35 = __commonJS({
  "node_modules/@stdlib/math-base-special-trunc/lib/main.js"(exports, module) {
    "use strict";
    var floor = require_lib37();
    var ceil = require_lib43();
    function trunc(x) {
      if (x < 0) {
        return ceil(x);
      }
      return floor(x);
    }
    module.exports = trunc;
  }
});

// node_modules/@stdlib/math-base-special-trunc/lib/index.js
var require_lib44 = __commonJS({
  "node_modules/@stdlib/math-base-special-trunc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main35();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-max-base2-exponent/lib/index.js
var require_lib45 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-base2-exponent/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_BASE2_EXPONENT = 1023 | 0;
    module.exports = FLOAT64_MAX_BASE2_EXPONENT;
  }
});

// node_modules/@stdlib/constants-float64-max-base2-exponent-subnormal/lib/index.js
var require_lib46 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-base2-exponent-subnormal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_BASE2_EXPONENT_SUBNORMAL = -1023 | 0;
    module.exports = FLOAT64_MAX_BASE2_EXPONENT_SUBNORMAL;
  }
});

// node_modules/@stdlib/constants-float64-min-base2-exponent-subnormal/lib/index.js
var require_lib47 = __commonJS({
  "node_modules/@stdlib/constants-float64-min-base2-exponent-subnormal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MIN_BASE2_EXPONENT_SUBNORMAL = -1074 | 0;
    module.exports = FLOAT64_MIN_BASE2_EXPONENT_SUBNORMAL;
  }
});

// node_modules/@stdlib/math-base-assert-is-infinite/lib/main.js
var require_main36 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-infinite/lib/main.js"(exports, module) {
    "use strict";
    var PINF = require_lib31();
    var NINF = require_lib33();
    function isInfinite(x) {
      return x === PINF || x === NINF;
    }
    module.exports = isInfinite;
  }
});

// node_modules/@stdlib/math-base-assert-is-infinite/lib/index.js
var require_lib48 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-infinite/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main36();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-high-word-sign-mask/lib/index.js
var require_lib49 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-sign-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_SIGN_MASK = 2147483648 >>> 0;
    module.exports = FLOAT64_HIGH_WORD_SIGN_MASK;
  }
});

// node_modules/@stdlib/constants-float64-high-word-abs-mask/lib/index.js
var require_lib50 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-abs-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_ABS_MASK = 2147483647 >>> 0;
    module.exports = FLOAT64_HIGH_WORD_ABS_MASK;
  }
});

// node_modules/@stdlib/number-float64-base-to-words/lib/indices.js
var require_indices2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/indices.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib27();
    var indices;
    var HIGH;
    var LOW;
    if (isLittleEndian === true) {
      HIGH = 1;
      LOW = 0;
    } else {
      HIGH = 0;
      LOW = 1;
    }
    indices = {
      "HIGH": HIGH,
      "LOW": LOW
    };
    module.exports = indices;
  }
});

// node_modules/@stdlib/number-float64-base-to-words/lib/assign.js
var require_assign = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/assign.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib15();
    var Float64Array2 = require_lib18();
    var indices = require_indices2();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    var HIGH = indices.HIGH;
    var LOW = indices.LOW;
    function toWords(x, out, stride, offset) {
      FLOAT64_VIEW[0] = x;
      out[offset] = UINT32_VIEW[HIGH];
      out[offset + stride] = UINT32_VIEW[LOW];
      return out;
    }
    module.exports = toWords;
  }
});

// node_modules/@stdlib/number-float64-base-to-words/lib/main.js
var require_main37 = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/main.js"(exports, module) {
    "use strict";
    var fcn = require_assign();
    function toWords(x) {
      return fcn(x, [0 >>> 0, 0 >>> 0], 1, 0);
    }
    module.exports = toWords;
  }
});

// node_modules/@stdlib/number-float64-base-to-words/lib/index.js
var require_lib51 = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main37();
    var assign = require_assign();
    setReadOnly(main, "assign", assign);
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-copysign/lib/main.js
var require_main38 = __commonJS({
  "node_modules/@stdlib/math-base-special-copysign/lib/main.js"(exports, module) {
    "use strict";
    var SIGN_MASK = require_lib49();
    var ABS_MASK = require_lib50();
    var toWords = require_lib51();
    var getHighWord = require_lib28();
    var fromWords = require_lib30();
    var WORDS = [0, 0];
    function copysign(x, y) {
      var hx;
      var hy;
      toWords.assign(x, WORDS, 1, 0);
      hx = WORDS[0];
      hx &= ABS_MASK;
      hy = getHighWord(y);
      hy &= SIGN_MASK;
      hx |= hy;
      return fromWords(hx, WORDS[1]);
    }
    module.exports = copysign;
  }
});

// node_modules/@stdlib/math-base-special-copysign/lib/index.js
var require_lib52 = __commonJS({
  "node_modules/@stdlib/math-base-special-copysign/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main38();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-smallest-normal/lib/index.js
var require_lib53 = __commonJS({
  "node_modules/@stdlib/constants-float64-smallest-normal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_SMALLEST_NORMAL = 22250738585072014e-324;
    module.exports = FLOAT64_SMALLEST_NORMAL;
  }
});

// node_modules/@stdlib/number-float64-base-normalize/lib/assign.js
var require_assign2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-normalize/lib/assign.js"(exports, module) {
    "use strict";
    var FLOAT64_SMALLEST_NORMAL = require_lib53();
    var isInfinite = require_lib48();
    var isnan = require_lib6();
    var abs = require_lib42();
    var SCALAR = 4503599627370496;
    function normalize2(x, out, stride, offset) {
      if (isnan(x) || isInfinite(x)) {
        out[offset] = x;
        out[offset + stride] = 0;
        return out;
      }
      if (x !== 0 && abs(x) < FLOAT64_SMALLEST_NORMAL) {
        out[offset] = x * SCALAR;
        out[offset + stride] = -52;
        return out;
      }
      out[offset] = x;
      out[offset + stride] = 0;
      return out;
    }
    module.exports = normalize2;
  }
});

// node_modules/@stdlib/number-float64-base-normalize/lib/main.js
var require_main39 = __commonJS({
  "node_modules/@stdlib/number-float64-base-normalize/lib/main.js"(exports, module) {
    "use strict";
    var fcn = require_assign2();
    function normalize2(x) {
      return fcn(x, [0, 0], 1, 0);
    }
    module.exports = normalize2;
  }
});

// node_modules/@stdlib/number-float64-base-normalize/lib/index.js
var require_lib54 = __commonJS({
  "node_modules/@stdlib/number-float64-base-normalize/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main39();
    var assign = require_assign2();
    setReadOnly(main, "assign", assign);
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-high-word-exponent-mask/lib/index.js
var require_lib55 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-exponent-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_EXPONENT_MASK = 2146435072;
    module.exports = FLOAT64_HIGH_WORD_EXPONENT_MASK;
  }
});

// node_modules/@stdlib/number-float64-base-exponent/lib/main.js
var require_main40 = __commonJS({
  "node_modules/@stdlib/number-float64-base-exponent/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib28();
    var EXP_MASK = require_lib55();
    var BIAS = require_lib34();
    function exponent(x) {
      var high = getHighWord(x);
      high = (high & EXP_MASK) >>> 20;
      return high - BIAS | 0;
    }
    module.exports = exponent;
  }
});

// node_modules/@stdlib/number-float64-base-exponent/lib/index.js
var require_lib56 = __commonJS({
  "node_modules/@stdlib/number-float64-base-exponent/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main40();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-ldexp/lib/main.js
var require_main41 = __commonJS({
  "node_modules/@stdlib/math-base-special-ldexp/lib/main.js"(exports, module) {
    "use strict";
    var PINF = require_lib31();
    var NINF = require_lib33();
    var BIAS = require_lib34();
    var MAX_EXPONENT = require_lib45();
    var MAX_SUBNORMAL_EXPONENT = require_lib46();
    var MIN_SUBNORMAL_EXPONENT = require_lib47();
    var isnan = require_lib6();
    var isInfinite = require_lib48();
    var copysign = require_lib52();
    var normalize2 = require_lib54().assign;
    var floatExp = require_lib56();
    var toWords = require_lib51();
    var fromWords = require_lib30();
    var TWO52_INV = 2220446049250313e-31;
    var CLEAR_EXP_MASK = 2148532223 >>> 0;
    var FRAC = [0, 0];
    var WORDS = [0, 0];
    function ldexp(frac, exp) {
      var high;
      var m2;
      if (exp === 0 || frac === 0 || // handles +-0
      isnan(frac) || isInfinite(frac)) {
        return frac;
      }
      normalize2(frac, FRAC, 1, 0);
      frac = FRAC[0];
      exp += FRAC[1];
      exp += floatExp(frac);
      if (exp < MIN_SUBNORMAL_EXPONENT) {
        return copysign(0, frac);
      }
      if (exp > MAX_EXPONENT) {
        if (frac < 0) {
          return NINF;
        }
        return PINF;
      }
      if (exp <= MAX_SUBNORMAL_EXPONENT) {
        exp += 52;
        m2 = TWO52_INV;
      } else {
        m2 = 1;
      }
      toWords.assign(frac, WORDS, 1, 0);
      high = WORDS[0];
      high &= CLEAR_EXP_MASK;
      high |= exp + BIAS << 20;
      return m2 * fromWords(high, WORDS[1]);
    }
    module.exports = ldexp;
  }
});

// node_modules/@stdlib/math-base-special-ldexp/lib/index.js
var require_lib57 = __commonJS({
  "node_modules/@stdlib/math-base-special-ldexp/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main41();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-exp/lib/polyval_p.js
var require_polyval_p = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/polyval_p.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.16666666666666602;
      }
      return 0.16666666666666602 + x * (-0.0027777777777015593 + x * (6613756321437934e-20 + x * (-16533902205465252e-22 + x * 41381367970572385e-24)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-exp/lib/expmulti.js
var require_expmulti = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/expmulti.js"(exports, module) {
    "use strict";
    var ldexp = require_lib57();
    var polyvalP = require_polyval_p();
    function expmulti(hi2, lo2, k2) {
      var r;
      var t;
      var c;
      var y;
      r = hi2 - lo2;
      t = r * r;
      c = r - t * polyvalP(t);
      y = 1 - (lo2 - r * c / (2 - c) - hi2);
      return ldexp(y, k2);
    }
    module.exports = expmulti;
  }
});

// node_modules/@stdlib/math-base-special-exp/lib/main.js
var require_main42 = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var trunc = require_lib44();
    var NINF = require_lib33();
    var PINF = require_lib31();
    var expmulti = require_expmulti();
    var LN2_HI = 0.6931471803691238;
    var LN2_LO = 19082149292705877e-26;
    var LOG2_E = 1.4426950408889634;
    var OVERFLOW = 709.782712893384;
    var UNDERFLOW = -745.1332191019411;
    var NEARZERO = 1 / (1 << 28);
    var NEG_NEARZERO = -NEARZERO;
    function exp(x) {
      var hi2;
      var lo2;
      var k2;
      if (isnan(x) || x === PINF) {
        return x;
      }
      if (x === NINF) {
        return 0;
      }
      if (x > OVERFLOW) {
        return PINF;
      }
      if (x < UNDERFLOW) {
        return 0;
      }
      if (x > NEG_NEARZERO && x < NEARZERO) {
        return 1 + x;
      }
      if (x < 0) {
        k2 = trunc(LOG2_E * x - 0.5);
      } else {
        k2 = trunc(LOG2_E * x + 0.5);
      }
      hi2 = x - k2 * LN2_HI;
      lo2 = k2 * LN2_LO;
      return expmulti(hi2, lo2, k2);
    }
    module.exports = exp;
  }
});

// node_modules/@stdlib/math-base-special-exp/lib/index.js
var require_lib58 = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main42();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-integer/lib/main.js
var require_main43 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-integer/lib/main.js"(exports, module) {
    "use strict";
    var floor = require_lib37();
    function isInteger(x) {
      return floor(x) === x;
    }
    module.exports = isInteger;
  }
});

// node_modules/@stdlib/math-base-assert-is-integer/lib/index.js
var require_lib59 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-integer/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main43();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-even/lib/main.js
var require_main44 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-even/lib/main.js"(exports, module) {
    "use strict";
    var isInteger = require_lib59();
    function isEven(x) {
      return isInteger(x / 2);
    }
    module.exports = isEven;
  }
});

// node_modules/@stdlib/math-base-assert-is-even/lib/index.js
var require_lib60 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-even/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main44();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-odd/lib/main.js
var require_main45 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-odd/lib/main.js"(exports, module) {
    "use strict";
    var isEven = require_lib60();
    function isOdd(x) {
      if (x > 0) {
        return isEven(x - 1);
      }
      return isEven(x + 1);
    }
    module.exports = isOdd;
  }
});

// node_modules/@stdlib/math-base-assert-is-odd/lib/index.js
var require_lib61 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-odd/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main45();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-set-low-word/lib/low.js
var require_low = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-low-word/lib/low.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib27();
    var LOW;
    if (isLittleEndian === true) {
      LOW = 0;
    } else {
      LOW = 1;
    }
    module.exports = LOW;
  }
});

// node_modules/@stdlib/number-float64-base-set-low-word/lib/main.js
var require_main46 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-low-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib15();
    var Float64Array2 = require_lib18();
    var LOW = require_low();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    function setLowWord(x, low) {
      FLOAT64_VIEW[0] = x;
      UINT32_VIEW[LOW] = low >>> 0;
      return FLOAT64_VIEW[0];
    }
    module.exports = setLowWord;
  }
});

// node_modules/@stdlib/number-float64-base-set-low-word/lib/index.js
var require_lib62 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-low-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main46();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-uint32-base-to-int32/lib/main.js
var require_main47 = __commonJS({
  "node_modules/@stdlib/number-uint32-base-to-int32/lib/main.js"(exports, module) {
    "use strict";
    function uint32ToInt32(x) {
      return x | 0;
    }
    module.exports = uint32ToInt32;
  }
});

// node_modules/@stdlib/number-uint32-base-to-int32/lib/index.js
var require_lib63 = __commonJS({
  "node_modules/@stdlib/number-uint32-base-to-int32/lib/index.js"(exports, module) {
    "use strict";
    var uint32ToInt32 = require_main47();
    module.exports = uint32ToInt32;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/x_is_zero.js
var require_x_is_zero = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/x_is_zero.js"(exports, module) {
    "use strict";
    var isOdd = require_lib61();
    var copysign = require_lib52();
    var NINF = require_lib33();
    var PINF = require_lib31();
    function pow(x, y) {
      if (y === NINF) {
        return PINF;
      }
      if (y === PINF) {
        return 0;
      }
      if (y > 0) {
        if (isOdd(y)) {
          return x;
        }
        return 0;
      }
      if (isOdd(y)) {
        return copysign(PINF, x);
      }
      return PINF;
    }
    module.exports = pow;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/y_is_huge.js
var require_y_is_huge = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/y_is_huge.js"(exports, module) {
    "use strict";
    var ABS_MASK = require_lib50();
    var getHighWord = require_lib28();
    var HIGH_MAX_NEAR_UNITY = 1072693247 | 0;
    var HUGE = 1e300;
    var TINY = 1e-300;
    function pow(x, y) {
      var ahx;
      var hx;
      hx = getHighWord(x);
      ahx = hx & ABS_MASK;
      if (ahx <= HIGH_MAX_NEAR_UNITY) {
        if (y < 0) {
          return HUGE * HUGE;
        }
        return TINY * TINY;
      }
      if (y > 0) {
        return HUGE * HUGE;
      }
      return TINY * TINY;
    }
    module.exports = pow;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/y_is_infinite.js
var require_y_is_infinite = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/y_is_infinite.js"(exports, module) {
    "use strict";
    var abs = require_lib42();
    var PINF = require_lib31();
    function pow(x, y) {
      if (x === -1) {
        return (x - x) / (x - x);
      }
      if (x === 1) {
        return 1;
      }
      if (abs(x) < 1 === (y === PINF)) {
        return 0;
      }
      return PINF;
    }
    module.exports = pow;
  }
});

// node_modules/@stdlib/constants-float64-num-high-word-significand-bits/lib/index.js
var require_lib64 = __commonJS({
  "node_modules/@stdlib/constants-float64-num-high-word-significand-bits/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_NUM_HIGH_WORD_SIGNIFICAND_BITS = 20 | 0;
    module.exports = FLOAT64_NUM_HIGH_WORD_SIGNIFICAND_BITS;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/polyval_l.js
var require_polyval_l = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/polyval_l.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.5999999999999946;
      }
      return 0.5999999999999946 + x * (0.4285714285785502 + x * (0.33333332981837743 + x * (0.272728123808534 + x * (0.23066074577556175 + x * 0.20697501780033842))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/log2ax.js
var require_log2ax = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/log2ax.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib28();
    var setLowWord = require_lib62();
    var setHighWord = require_lib29();
    var BIAS = require_lib34();
    var HIGH_NUM_SIGNIFICAND_BITS = require_lib64();
    var polyvalL = require_polyval_l();
    var HIGH_SIGNIFICAND_MASK = 1048575 | 0;
    var HIGH_MIN_NORMAL_EXP = 1048576 | 0;
    var HIGH_BIASED_EXP_0 = 1072693248 | 0;
    var HIGH_BIASED_EXP_NEG_512 = 536870912 | 0;
    var HIGH_SIGNIFICAND_HALF = 524288 | 0;
    var TWO53 = 9007199254740992;
    var CP = 0.9617966939259756;
    var CP_HI = 0.9617967009544373;
    var CP_LO = -7028461650952758e-24;
    var BP = [
      1,
      1.5
    ];
    var DP_HI = [
      0,
      0.5849624872207642
      // 0x3FE2B803, 0x40000000
    ];
    var DP_LO = [
      0,
      1350039202129749e-23
      // 0x3E4CFDEB, 0x43CFD006
    ];
    function log2ax(out, ax, ahx) {
      var tmp;
      var ss2;
      var s22;
      var hs2;
      var ls2;
      var ht2;
      var lt2;
      var bp;
      var dp;
      var hp;
      var lp;
      var hz;
      var lz;
      var t1;
      var t2;
      var t;
      var r;
      var u2;
      var v2;
      var n;
      var j2;
      var k2;
      n = 0 | 0;
      if (ahx < HIGH_MIN_NORMAL_EXP) {
        ax *= TWO53;
        n -= 53 | 0;
        ahx = getHighWord(ax);
      }
      n += (ahx >> HIGH_NUM_SIGNIFICAND_BITS) - BIAS | 0;
      j2 = ahx & HIGH_SIGNIFICAND_MASK | 0;
      ahx = j2 | HIGH_BIASED_EXP_0 | 0;
      if (j2 <= 235662) {
        k2 = 0;
      } else if (j2 < 767610) {
        k2 = 1;
      } else {
        k2 = 0;
        n += 1 | 0;
        ahx -= HIGH_MIN_NORMAL_EXP;
      }
      ax = setHighWord(ax, ahx);
      bp = BP[k2];
      u2 = ax - bp;
      v2 = 1 / (ax + bp);
      ss2 = u2 * v2;
      hs2 = setLowWord(ss2, 0);
      tmp = (ahx >> 1 | HIGH_BIASED_EXP_NEG_512) + HIGH_SIGNIFICAND_HALF;
      tmp += k2 << 18;
      ht2 = setHighWord(0, tmp);
      lt2 = ax - (ht2 - bp);
      ls2 = v2 * (u2 - hs2 * ht2 - hs2 * lt2);
      s22 = ss2 * ss2;
      r = s22 * s22 * polyvalL(s22);
      r += ls2 * (hs2 + ss2);
      s22 = hs2 * hs2;
      ht2 = 3 + s22 + r;
      ht2 = setLowWord(ht2, 0);
      lt2 = r - (ht2 - 3 - s22);
      u2 = hs2 * ht2;
      v2 = ls2 * ht2 + lt2 * ss2;
      hp = u2 + v2;
      hp = setLowWord(hp, 0);
      lp = v2 - (hp - u2);
      hz = CP_HI * hp;
      lz = CP_LO * hp + lp * CP + DP_LO[k2];
      dp = DP_HI[k2];
      t = n;
      t1 = hz + lz + dp + t;
      t1 = setLowWord(t1, 0);
      t2 = lz - (t1 - t - dp - hz);
      out[0] = t1;
      out[1] = t2;
      return out;
    }
    module.exports = log2ax;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/polyval_w.js
var require_polyval_w = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/polyval_w.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.5;
      }
      return 0.5 + x * (-0.3333333333333333 + x * 0.25);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/logx.js
var require_logx = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/logx.js"(exports, module) {
    "use strict";
    var setLowWord = require_lib62();
    var polyvalW = require_polyval_w();
    var INV_LN2 = 1.4426950408889634;
    var INV_LN2_HI = 1.4426950216293335;
    var INV_LN2_LO = 19259629911266175e-24;
    function logx(out, ax) {
      var t2;
      var t1;
      var t;
      var w2;
      var u2;
      var v2;
      t = ax - 1;
      w2 = t * t * polyvalW(t);
      u2 = INV_LN2_HI * t;
      v2 = t * INV_LN2_LO - w2 * INV_LN2;
      t1 = u2 + v2;
      t1 = setLowWord(t1, 0);
      t2 = v2 - (t1 - u2);
      out[0] = t1;
      out[1] = t2;
      return out;
    }
    module.exports = logx;
  }
});

// node_modules/@stdlib/constants-float64-ln-two/lib/index.js
var require_lib65 = __commonJS({
  "node_modules/@stdlib/constants-float64-ln-two/lib/index.js"(exports, module) {
    "use strict";
    var LN2 = 0.6931471805599453;
    module.exports = LN2;
  }
});

// node_modules/@stdlib/constants-float64-high-word-significand-mask/lib/index.js
var require_lib66 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-significand-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_SIGNIFICAND_MASK = 1048575;
    module.exports = FLOAT64_HIGH_WORD_SIGNIFICAND_MASK;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/polyval_p.js
var require_polyval_p2 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/polyval_p.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.16666666666666602;
      }
      return 0.16666666666666602 + x * (-0.0027777777777015593 + x * (6613756321437934e-20 + x * (-16533902205465252e-22 + x * 41381367970572385e-24)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/pow2.js
var require_pow2 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/pow2.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib28();
    var setHighWord = require_lib29();
    var setLowWord = require_lib62();
    var uint32ToInt32 = require_lib63();
    var ldexp = require_lib57();
    var LN2 = require_lib65();
    var BIAS = require_lib34();
    var ABS_MASK = require_lib50();
    var HIGH_SIGNIFICAND_MASK = require_lib66();
    var HIGH_NUM_SIGNIFICAND_BITS = require_lib64();
    var polyvalP = require_polyval_p2();
    var HIGH_MIN_NORMAL_EXP = 1048576 | 0;
    var HIGH_BIASED_EXP_NEG_1 = 1071644672 | 0;
    var LN2_HI = 0.6931471824645996;
    var LN2_LO = -1904654299957768e-24;
    function pow2(j2, hp, lp) {
      var tmp;
      var t1;
      var t;
      var r;
      var u2;
      var v2;
      var w2;
      var z2;
      var n;
      var i;
      var k2;
      i = j2 & ABS_MASK | 0;
      k2 = (i >> HIGH_NUM_SIGNIFICAND_BITS) - BIAS | 0;
      n = 0;
      if (i > HIGH_BIASED_EXP_NEG_1) {
        n = j2 + (HIGH_MIN_NORMAL_EXP >> k2 + 1) >>> 0;
        k2 = ((n & ABS_MASK) >> HIGH_NUM_SIGNIFICAND_BITS) - BIAS | 0;
        tmp = (n & ~(HIGH_SIGNIFICAND_MASK >> k2)) >>> 0;
        t = setHighWord(0, tmp);
        n = (n & HIGH_SIGNIFICAND_MASK | HIGH_MIN_NORMAL_EXP) >> HIGH_NUM_SIGNIFICAND_BITS - k2 >>> 0;
        if (j2 < 0) {
          n = -n;
        }
        hp -= t;
      }
      t = lp + hp;
      t = setLowWord(t, 0);
      u2 = t * LN2_HI;
      v2 = (lp - (t - hp)) * LN2 + t * LN2_LO;
      z2 = u2 + v2;
      w2 = v2 - (z2 - u2);
      t = z2 * z2;
      t1 = z2 - t * polyvalP(t);
      r = z2 * t1 / (t1 - 2) - (w2 + z2 * w2);
      z2 = 1 - (r - z2);
      j2 = getHighWord(z2);
      j2 = uint32ToInt32(j2);
      j2 += n << HIGH_NUM_SIGNIFICAND_BITS >>> 0;
      if (j2 >> HIGH_NUM_SIGNIFICAND_BITS <= 0) {
        z2 = ldexp(z2, n);
      } else {
        z2 = setHighWord(z2, j2);
      }
      return z2;
    }
    module.exports = pow2;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/main.js
var require_main48 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isOdd = require_lib61();
    var isInfinite = require_lib48();
    var isInteger = require_lib59();
    var sqrt = require_lib39();
    var abs = require_lib42();
    var toWords = require_lib51();
    var setLowWord = require_lib62();
    var uint32ToInt32 = require_lib63();
    var NINF = require_lib33();
    var PINF = require_lib31();
    var ABS_MASK = require_lib50();
    var xIsZero = require_x_is_zero();
    var yIsHuge = require_y_is_huge();
    var yIsInfinite = require_y_is_infinite();
    var log2ax = require_log2ax();
    var logx = require_logx();
    var pow2 = require_pow2();
    var HIGH_MAX_NEAR_UNITY = 1072693247 | 0;
    var HIGH_BIASED_EXP_31 = 1105199104 | 0;
    var HIGH_BIASED_EXP_64 = 1139802112 | 0;
    var HIGH_BIASED_EXP_10 = 1083179008 | 0;
    var HIGH_BIASED_EXP_0 = 1072693248 | 0;
    var HIGH_1075 = 1083231232 | 0;
    var HIGH_NEG_1075 = 3230714880 >>> 0;
    var HIGH_NUM_NONSIGN_BITS = 31 | 0;
    var HUGE = 1e300;
    var TINY = 1e-300;
    var OVT = 8008566259537294e-32;
    var WORDS = [0 | 0, 0 | 0];
    var LOG_WORKSPACE = [0, 0];
    function pow(x, y) {
      var ahx;
      var ahy;
      var ax;
      var hx;
      var lx;
      var hy;
      var ly;
      var sx;
      var sy;
      var y1;
      var hp;
      var lp;
      var t;
      var z2;
      var j2;
      var i;
      if (isnan(x) || isnan(y)) {
        return NaN;
      }
      toWords.assign(y, WORDS, 1, 0);
      hy = WORDS[0];
      ly = WORDS[1];
      if (ly === 0) {
        if (y === 0) {
          return 1;
        }
        if (y === 1) {
          return x;
        }
        if (y === -1) {
          return 1 / x;
        }
        if (y === 0.5) {
          return sqrt(x);
        }
        if (y === -0.5) {
          return 1 / sqrt(x);
        }
        if (y === 2) {
          return x * x;
        }
        if (y === 3) {
          return x * x * x;
        }
        if (y === 4) {
          x *= x;
          return x * x;
        }
        if (isInfinite(y)) {
          return yIsInfinite(x, y);
        }
      }
      toWords.assign(x, WORDS, 1, 0);
      hx = WORDS[0];
      lx = WORDS[1];
      if (lx === 0) {
        if (hx === 0) {
          return xIsZero(x, y);
        }
        if (x === 1) {
          return 1;
        }
        if (x === -1 && isOdd(y)) {
          return -1;
        }
        if (isInfinite(x)) {
          if (x === NINF) {
            return pow(-0, -y);
          }
          if (y < 0) {
            return 0;
          }
          return PINF;
        }
      }
      if (x < 0 && isInteger(y) === false) {
        return (x - x) / (x - x);
      }
      ax = abs(x);
      ahx = hx & ABS_MASK | 0;
      ahy = hy & ABS_MASK | 0;
      sx = hx >>> HIGH_NUM_NONSIGN_BITS | 0;
      sy = hy >>> HIGH_NUM_NONSIGN_BITS | 0;
      if (sx && isOdd(y)) {
        sx = -1;
      } else {
        sx = 1;
      }
      if (ahy > HIGH_BIASED_EXP_31) {
        if (ahy > HIGH_BIASED_EXP_64) {
          return yIsHuge(x, y);
        }
        if (ahx < HIGH_MAX_NEAR_UNITY) {
          if (sy === 1) {
            return sx * HUGE * HUGE;
          }
          return sx * TINY * TINY;
        }
        if (ahx > HIGH_BIASED_EXP_0) {
          if (sy === 0) {
            return sx * HUGE * HUGE;
          }
          return sx * TINY * TINY;
        }
        t = logx(LOG_WORKSPACE, ax);
      } else {
        t = log2ax(LOG_WORKSPACE, ax, ahx);
      }
      y1 = setLowWord(y, 0);
      lp = (y - y1) * t[0] + y * t[1];
      hp = y1 * t[0];
      z2 = lp + hp;
      toWords.assign(z2, WORDS, 1, 0);
      j2 = uint32ToInt32(WORDS[0]);
      i = uint32ToInt32(WORDS[1]);
      if (j2 >= HIGH_BIASED_EXP_10) {
        if ((j2 - HIGH_BIASED_EXP_10 | i) !== 0) {
          return sx * HUGE * HUGE;
        }
        if (lp + OVT > z2 - hp) {
          return sx * HUGE * HUGE;
        }
      } else if ((j2 & ABS_MASK) >= HIGH_1075) {
        if ((j2 - HIGH_NEG_1075 | i) !== 0) {
          return sx * TINY * TINY;
        }
        if (lp <= z2 - hp) {
          return sx * TINY * TINY;
        }
      }
      z2 = pow2(j2, hp, lp);
      return sx * z2;
    }
    module.exports = pow;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/index.js
var require_lib67 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main48();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-e/lib/index.js
var require_lib68 = __commonJS({
  "node_modules/@stdlib/constants-float64-e/lib/index.js"(exports, module) {
    "use strict";
    var E = 2.718281828459045;
    module.exports = E;
  }
});

// node_modules/@stdlib/constants-float64-eps/lib/index.js
var require_lib69 = __commonJS({
  "node_modules/@stdlib/constants-float64-eps/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_EPSILON = 2220446049250313e-31;
    module.exports = FLOAT64_EPSILON;
  }
});

// node_modules/@stdlib/math-base-special-beta/lib/lanczos_sum_expg_scaled.js
var require_lanczos_sum_expg_scaled = __commonJS({
  "node_modules/@stdlib/math-base-special-beta/lib/lanczos_sum_expg_scaled.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return Infinity;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 709811.662581658 + x * (679979.8474157227 + x * (293136.7857211597 + x * (74887.54032914672 + x * (12555.290582413863 + x * (1443.4299244417066 + x * (115.24194596137347 + x * (6.309239205732627 + x * (0.22668404630224365 + x * (0.004826466289237662 + x * 4624429436045379e-20)))))))));
        s22 = 0 + x * (362880 + x * (1026576 + x * (1172700 + x * (723680 + x * (269325 + x * (63273 + x * (9450 + x * (870 + x * (45 + x * 1)))))))));
      } else {
        x = 1 / x;
        s1 = 4624429436045379e-20 + x * (0.004826466289237662 + x * (0.22668404630224365 + x * (6.309239205732627 + x * (115.24194596137347 + x * (1443.4299244417066 + x * (12555.290582413863 + x * (74887.54032914672 + x * (293136.7857211597 + x * (679979.8474157227 + x * 709811.662581658)))))))));
        s22 = 1 + x * (45 + x * (870 + x * (9450 + x * (63273 + x * (269325 + x * (723680 + x * (1172700 + x * (1026576 + x * (362880 + x * 0)))))))));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-beta/lib/main.js
var require_main49 = __commonJS({
  "node_modules/@stdlib/math-base-special-beta/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var log1p = require_lib38();
    var sqrt = require_lib39();
    var abs = require_lib42();
    var exp = require_lib58();
    var pow = require_lib67();
    var E = require_lib68();
    var EPSILON = require_lib69();
    var lanczosSumExpGScaled = require_lanczos_sum_expg_scaled();
    var G2 = 10.900511;
    function beta(a, b2) {
      var ambh;
      var agh;
      var bgh;
      var cgh;
      var res;
      var tmp;
      var c;
      if (isnan(a) || isnan(b2)) {
        return NaN;
      }
      if (a < 0 || b2 < 0) {
        return NaN;
      }
      if (b2 === 1) {
        return 1 / a;
      }
      if (a === 1) {
        return 1 / b2;
      }
      c = a + b2;
      if (c < EPSILON) {
        res = c / a;
        res /= b2;
        return res;
      }
      if (c === a && b2 < EPSILON) {
        return 1 / b2;
      }
      if (c === b2 && a < EPSILON) {
        return 1 / a;
      }
      if (a < b2) {
        tmp = b2;
        b2 = a;
        a = tmp;
      }
      agh = a + G2 - 0.5;
      bgh = b2 + G2 - 0.5;
      cgh = c + G2 - 0.5;
      res = lanczosSumExpGScaled(a) * (lanczosSumExpGScaled(b2) / lanczosSumExpGScaled(c));
      ambh = a - 0.5 - b2;
      if (abs(b2 * ambh) < cgh * 100 && a > 100) {
        res *= exp(ambh * log1p(-b2 / cgh));
      } else {
        res *= pow(agh / cgh, ambh);
      }
      if (cgh > 1e10) {
        res *= pow(agh / cgh * (bgh / cgh), b2);
      } else {
        res *= pow(agh * bgh / (cgh * cgh), b2);
      }
      res *= sqrt(E / bgh);
      return res;
    }
    module.exports = beta;
  }
});

// node_modules/@stdlib/math-base-special-beta/lib/index.js
var require_lib70 = __commonJS({
  "node_modules/@stdlib/math-base-special-beta/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main49();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-positive-zero/lib/main.js
var require_main50 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-positive-zero/lib/main.js"(exports, module) {
    "use strict";
    var PINF = require_lib31();
    function isPositiveZero(x) {
      return x === 0 && 1 / x === PINF;
    }
    module.exports = isPositiveZero;
  }
});

// node_modules/@stdlib/math-base-assert-is-positive-zero/lib/index.js
var require_lib71 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-positive-zero/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main50();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-max/lib/main.js
var require_main51 = __commonJS({
  "node_modules/@stdlib/math-base-special-max/lib/main.js"(exports, module) {
    "use strict";
    var isPositiveZero = require_lib71();
    var isnan = require_lib6();
    var PINF = require_lib31();
    function max(x, y) {
      if (isnan(x) || isnan(y)) {
        return NaN;
      }
      if (x === PINF || y === PINF) {
        return PINF;
      }
      if (x === y && x === 0) {
        if (isPositiveZero(x)) {
          return x;
        }
        return y;
      }
      if (x > y) {
        return x;
      }
      return y;
    }
    module.exports = max;
  }
});

// node_modules/@stdlib/math-base-special-max/lib/index.js
var require_lib72 = __commonJS({
  "node_modules/@stdlib/math-base-special-max/lib/index.js"(exports, module) {
    "use strict";
    var max = require_main51();
    module.exports = max;
  }
});

// node_modules/@stdlib/math-base-assert-is-negative-zero/lib/main.js
var require_main52 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-negative-zero/lib/main.js"(exports, module) {
    "use strict";
    var NINF = require_lib33();
    function isNegativeZero(x) {
      return x === 0 && 1 / x === NINF;
    }
    module.exports = isNegativeZero;
  }
});

// node_modules/@stdlib/math-base-assert-is-negative-zero/lib/index.js
var require_lib73 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-negative-zero/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main52();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-min/lib/main.js
var require_main53 = __commonJS({
  "node_modules/@stdlib/math-base-special-min/lib/main.js"(exports, module) {
    "use strict";
    var isNegativeZero = require_lib73();
    var isnan = require_lib6();
    var NINF = require_lib33();
    function min(x, y) {
      if (isnan(x) || isnan(y)) {
        return NaN;
      }
      if (x === NINF || y === NINF) {
        return NINF;
      }
      if (x === y && x === 0) {
        if (isNegativeZero(x)) {
          return x;
        }
        return y;
      }
      if (x < y) {
        return x;
      }
      return y;
    }
    module.exports = min;
  }
});

// node_modules/@stdlib/math-base-special-min/lib/index.js
var require_lib74 = __commonJS({
  "node_modules/@stdlib/math-base-special-min/lib/index.js"(exports, module) {
    "use strict";
    var min = require_main53();
    module.exports = min;
  }
});

// node_modules/@stdlib/constants-float64-max/lib/index.js
var require_lib75 = __commonJS({
  "node_modules/@stdlib/constants-float64-max/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX = 17976931348623157e292;
    module.exports = FLOAT64_MAX;
  }
});

// node_modules/@stdlib/constants-int32-max/lib/index.js
var require_lib76 = __commonJS({
  "node_modules/@stdlib/constants-int32-max/lib/index.js"(exports, module) {
    "use strict";
    var INT32_MAX = 2147483647 | 0;
    module.exports = INT32_MAX;
  }
});

// node_modules/@stdlib/constants-float64-half-pi/lib/index.js
var require_lib77 = __commonJS({
  "node_modules/@stdlib/constants-float64-half-pi/lib/index.js"(exports, module) {
    "use strict";
    var HALF_PI = 1.5707963267948966;
    module.exports = HALF_PI;
  }
});

// node_modules/@stdlib/constants-float64-pi/lib/index.js
var require_lib78 = __commonJS({
  "node_modules/@stdlib/constants-float64-pi/lib/index.js"(exports, module) {
    "use strict";
    var PI = 3.141592653589793;
    module.exports = PI;
  }
});

// node_modules/@stdlib/math-base-special-kernel-cos/lib/polyval_c13.js
var require_polyval_c13 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/polyval_c13.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.0416666666666666;
      }
      return 0.0416666666666666 + x * (-0.001388888888887411 + x * 2480158728947673e-20);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-cos/lib/polyval_c46.js
var require_polyval_c46 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/polyval_c46.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -27557314351390663e-23;
      }
      return -27557314351390663e-23 + x * (2087572321298175e-24 + x * -11359647557788195e-27);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-cos/lib/main.js
var require_main54 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/main.js"(exports, module) {
    "use strict";
    var polyval13 = require_polyval_c13();
    var polyval46 = require_polyval_c46();
    function kernelCos(x, y) {
      var hz;
      var r;
      var w2;
      var z2;
      z2 = x * x;
      w2 = z2 * z2;
      r = z2 * polyval13(z2);
      r += w2 * w2 * polyval46(z2);
      hz = 0.5 * z2;
      w2 = 1 - hz;
      return w2 + (1 - w2 - hz + (z2 * r - x * y));
    }
    module.exports = kernelCos;
  }
});

// node_modules/@stdlib/math-base-special-kernel-cos/lib/index.js
var require_lib79 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main54();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-sin/lib/main.js
var require_main55 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-sin/lib/main.js"(exports, module) {
    "use strict";
    var S1 = -0.16666666666666632;
    var S2 = 0.00833333333332249;
    var S3 = -1984126982985795e-19;
    var S4 = 27557313707070068e-22;
    var S5 = -25050760253406863e-24;
    var S6 = 158969099521155e-24;
    function kernelSin(x, y) {
      var r;
      var v2;
      var w2;
      var z2;
      z2 = x * x;
      w2 = z2 * z2;
      r = S2 + z2 * (S3 + z2 * S4) + z2 * w2 * (S5 + z2 * S6);
      v2 = z2 * x;
      if (y === 0) {
        return x + v2 * (S1 + z2 * r);
      }
      return x - (z2 * (0.5 * y - v2 * r) - y - v2 * S1);
    }
    module.exports = kernelSin;
  }
});

// node_modules/@stdlib/math-base-special-kernel-sin/lib/index.js
var require_lib80 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-sin/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main55();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-get-low-word/lib/low.js
var require_low2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/low.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib27();
    var LOW;
    if (isLittleEndian === true) {
      LOW = 0;
    } else {
      LOW = 1;
    }
    module.exports = LOW;
  }
});

// node_modules/@stdlib/number-float64-base-get-low-word/lib/main.js
var require_main56 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib15();
    var Float64Array2 = require_lib18();
    var LOW = require_low2();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    function getLowWord(x) {
      FLOAT64_VIEW[0] = x;
      return UINT32_VIEW[LOW];
    }
    module.exports = getLowWord;
  }
});

// node_modules/@stdlib/number-float64-base-get-low-word/lib/index.js
var require_lib81 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main56();
    module.exports = main;
  }
});

// node_modules/@stdlib/array-base-filled/lib/main.js
var require_main57 = __commonJS({
  "node_modules/@stdlib/array-base-filled/lib/main.js"(exports, module) {
    "use strict";
    function filled(value, len) {
      var arr;
      var i;
      arr = [];
      for (i = 0; i < len; i++) {
        arr.push(value);
      }
      return arr;
    }
    module.exports = filled;
  }
});

// node_modules/@stdlib/array-base-filled/lib/index.js
var require_lib82 = __commonJS({
  "node_modules/@stdlib/array-base-filled/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main57();
    module.exports = main;
  }
});

// node_modules/@stdlib/array-base-zeros/lib/main.js
var require_main58 = __commonJS({
  "node_modules/@stdlib/array-base-zeros/lib/main.js"(exports, module) {
    "use strict";
    var filled = require_lib82();
    function zeros(len) {
      return filled(0, len);
    }
    module.exports = zeros;
  }
});

// node_modules/@stdlib/array-base-zeros/lib/index.js
var require_lib83 = __commonJS({
  "node_modules/@stdlib/array-base-zeros/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main58();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/kernel_rempio2.js
var require_kernel_rempio2 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/kernel_rempio2.js"(exports, module) {
    "use strict";
    var floor = require_lib37();
    var ldexp = require_lib57();
    var zeros = require_lib83();
    var IPIO2 = [
      10680707,
      7228996,
      1387004,
      2578385,
      16069853,
      12639074,
      9804092,
      4427841,
      16666979,
      11263675,
      12935607,
      2387514,
      4345298,
      14681673,
      3074569,
      13734428,
      16653803,
      1880361,
      10960616,
      8533493,
      3062596,
      8710556,
      7349940,
      6258241,
      3772886,
      3769171,
      3798172,
      8675211,
      12450088,
      3874808,
      9961438,
      366607,
      15675153,
      9132554,
      7151469,
      3571407,
      2607881,
      12013382,
      4155038,
      6285869,
      7677882,
      13102053,
      15825725,
      473591,
      9065106,
      15363067,
      6271263,
      9264392,
      5636912,
      4652155,
      7056368,
      13614112,
      10155062,
      1944035,
      9527646,
      15080200,
      6658437,
      6231200,
      6832269,
      16767104,
      5075751,
      3212806,
      1398474,
      7579849,
      6349435,
      12618859
    ];
    var PIO2 = [
      1.570796251296997,
      // 0x3FF921FB, 0x40000000
      7549789415861596e-23,
      // 0x3E74442D, 0x00000000
      5390302529957765e-30,
      // 0x3CF84698, 0x80000000
      3282003415807913e-37,
      // 0x3B78CC51, 0x60000000
      1270655753080676e-44,
      // 0x39F01B83, 0x80000000
      12293330898111133e-52,
      // 0x387A2520, 0x40000000
      27337005381646456e-60,
      // 0x36E38222, 0x80000000
      21674168387780482e-67
      // 0x3569F31D, 0x00000000
    ];
    var TWO24 = 16777216;
    var TWON24 = 5960464477539063e-23;
    var F2 = zeros(20);
    var Q2 = zeros(20);
    var FQ = zeros(20);
    var IQ = zeros(20);
    function compute(x, y, jz, q2, q0, jk, jv, jx, f2) {
      var carry;
      var fw;
      var ih;
      var jp;
      var i;
      var k2;
      var n;
      var j2;
      var z2;
      jp = jk;
      z2 = q2[jz];
      j2 = jz;
      for (i = 0; j2 > 0; i++) {
        fw = TWON24 * z2 | 0;
        IQ[i] = z2 - TWO24 * fw | 0;
        z2 = q2[j2 - 1] + fw;
        j2 -= 1;
      }
      z2 = ldexp(z2, q0);
      z2 -= 8 * floor(z2 * 0.125);
      n = z2 | 0;
      z2 -= n;
      ih = 0;
      if (q0 > 0) {
        i = IQ[jz - 1] >> 24 - q0;
        n += i;
        IQ[jz - 1] -= i << 24 - q0;
        ih = IQ[jz - 1] >> 23 - q0;
      } else if (q0 === 0) {
        ih = IQ[jz - 1] >> 23;
      } else if (z2 >= 0.5) {
        ih = 2;
      }
      if (ih > 0) {
        n += 1;
        carry = 0;
        for (i = 0; i < jz; i++) {
          j2 = IQ[i];
          if (carry === 0) {
            if (j2 !== 0) {
              carry = 1;
              IQ[i] = 16777216 - j2;
            }
          } else {
            IQ[i] = 16777215 - j2;
          }
        }
        if (q0 > 0) {
          switch (q0) {
            // eslint-disable-line default-case
            case 1:
              IQ[jz - 1] &= 8388607;
              break;
            case 2:
              IQ[jz - 1] &= 4194303;
              break;
          }
        }
        if (ih === 2) {
          z2 = 1 - z2;
          if (carry !== 0) {
            z2 -= ldexp(1, q0);
          }
        }
      }
      if (z2 === 0) {
        j2 = 0;
        for (i = jz - 1; i >= jk; i--) {
          j2 |= IQ[i];
        }
        if (j2 === 0) {
          for (k2 = 1; IQ[jk - k2] === 0; k2++) {
          }
          for (i = jz + 1; i <= jz + k2; i++) {
            f2[jx + i] = IPIO2[jv + i];
            fw = 0;
            for (j2 = 0; j2 <= jx; j2++) {
              fw += x[j2] * f2[jx + (i - j2)];
            }
            q2[i] = fw;
          }
          jz += k2;
          return compute(x, y, jz, q2, q0, jk, jv, jx, f2);
        }
        jz -= 1;
        q0 -= 24;
        while (IQ[jz] === 0) {
          jz -= 1;
          q0 -= 24;
        }
      } else {
        z2 = ldexp(z2, -q0);
        if (z2 >= TWO24) {
          fw = TWON24 * z2 | 0;
          IQ[jz] = z2 - TWO24 * fw | 0;
          jz += 1;
          q0 += 24;
          IQ[jz] = fw;
        } else {
          IQ[jz] = z2 | 0;
        }
      }
      fw = ldexp(1, q0);
      for (i = jz; i >= 0; i--) {
        q2[i] = fw * IQ[i];
        fw *= TWON24;
      }
      for (i = jz; i >= 0; i--) {
        fw = 0;
        for (k2 = 0; k2 <= jp && k2 <= jz - i; k2++) {
          fw += PIO2[k2] * q2[i + k2];
        }
        FQ[jz - i] = fw;
      }
      fw = 0;
      for (i = jz; i >= 0; i--) {
        fw += FQ[i];
      }
      if (ih === 0) {
        y[0] = fw;
      } else {
        y[0] = -fw;
      }
      fw = FQ[0] - fw;
      for (i = 1; i <= jz; i++) {
        fw += FQ[i];
      }
      if (ih === 0) {
        y[1] = fw;
      } else {
        y[1] = -fw;
      }
      return n & 7;
    }
    function kernelRempio2(x, y, e0, nx) {
      var fw;
      var jk;
      var jv;
      var jx;
      var jz;
      var q0;
      var i;
      var j2;
      var m2;
      jk = 4;
      jx = nx - 1;
      jv = (e0 - 3) / 24 | 0;
      if (jv < 0) {
        jv = 0;
      }
      q0 = e0 - 24 * (jv + 1);
      j2 = jv - jx;
      m2 = jx + jk;
      for (i = 0; i <= m2; i++) {
        if (j2 < 0) {
          F2[i] = 0;
        } else {
          F2[i] = IPIO2[j2];
        }
        j2 += 1;
      }
      for (i = 0; i <= jk; i++) {
        fw = 0;
        for (j2 = 0; j2 <= jx; j2++) {
          fw += x[j2] * F2[jx + (i - j2)];
        }
        Q2[i] = fw;
      }
      jz = jk;
      return compute(x, y, jz, Q2, q0, jk, jv, jx, F2);
    }
    module.exports = kernelRempio2;
  }
});

// node_modules/@stdlib/math-base-special-round/lib/main.js
var require_main59 = __commonJS({
  "node_modules/@stdlib/math-base-special-round/lib/main.js"(exports, module) {
    "use strict";
    var round = Math.round;
    module.exports = round;
  }
});

// node_modules/@stdlib/math-base-special-round/lib/index.js
var require_lib84 = __commonJS({
  "node_modules/@stdlib/math-base-special-round/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main59();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/rempio2_medium.js
var require_rempio2_medium = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/rempio2_medium.js"(exports, module) {
    "use strict";
    var round = require_lib84();
    var getHighWord = require_lib28();
    var INVPIO2 = 0.6366197723675814;
    var PIO2_1 = 1.5707963267341256;
    var PIO2_1T = 6077100506506192e-26;
    var PIO2_2 = 6077100506303966e-26;
    var PIO2_2T = 20222662487959506e-37;
    var PIO2_3 = 20222662487111665e-37;
    var PIO2_3T = 84784276603689e-45;
    var EXPONENT_MASK = 2047 | 0;
    function rempio2Medium(x, ix, y) {
      var high;
      var n;
      var t;
      var r;
      var w2;
      var i;
      var j2;
      n = round(x * INVPIO2);
      r = x - n * PIO2_1;
      w2 = n * PIO2_1T;
      j2 = ix >> 20 | 0;
      y[0] = r - w2;
      high = getHighWord(y[0]);
      i = j2 - (high >> 20 & EXPONENT_MASK);
      if (i > 16) {
        t = r;
        w2 = n * PIO2_2;
        r = t - w2;
        w2 = n * PIO2_2T - (t - r - w2);
        y[0] = r - w2;
        high = getHighWord(y[0]);
        i = j2 - (high >> 20 & EXPONENT_MASK);
        if (i > 49) {
          t = r;
          w2 = n * PIO2_3;
          r = t - w2;
          w2 = n * PIO2_3T - (t - r - w2);
          y[0] = r - w2;
        }
      }
      y[1] = r - y[0] - w2;
      return n;
    }
    module.exports = rempio2Medium;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/main.js
var require_main60 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/main.js"(exports, module) {
    "use strict";
    var ABS_MASK = require_lib50();
    var EXPONENT_MASK = require_lib55();
    var SIGNIFICAND_MASK = require_lib66();
    var getHighWord = require_lib28();
    var getLowWord = require_lib81();
    var fromWords = require_lib30();
    var rempio2Kernel = require_kernel_rempio2();
    var rempio2Medium = require_rempio2_medium();
    var ZERO = 0;
    var TWO24 = 16777216;
    var PIO2_1 = 1.5707963267341256;
    var PIO2_1T = 6077100506506192e-26;
    var TWO_PIO2_1T = 2 * PIO2_1T;
    var THREE_PIO2_1T = 3 * PIO2_1T;
    var FOUR_PIO2_1T = 4 * PIO2_1T;
    var PI_HIGH_WORD_SIGNIFICAND = 598523 | 0;
    var PIO4_HIGH_WORD = 1072243195 | 0;
    var THREE_PIO4_HIGH_WORD = 1073928572 | 0;
    var FIVE_PIO4_HIGH_WORD = 1074752122 | 0;
    var THREE_PIO2_HIGH_WORD = 1074977148 | 0;
    var SEVEN_PIO4_HIGH_WORD = 1075183036 | 0;
    var TWO_PI_HIGH_WORD = 1075388923 | 0;
    var NINE_PIO4_HIGH_WORD = 1075594811 | 0;
    var MEDIUM = 1094263291 | 0;
    var TX = [0, 0, 0];
    var TY = [0, 0];
    function rempio2(x, y) {
      var low;
      var e0;
      var hx;
      var ix;
      var nx;
      var i;
      var n;
      var z2;
      hx = getHighWord(x) | 0;
      ix = hx & ABS_MASK | 0;
      if (ix <= PIO4_HIGH_WORD) {
        y[0] = x;
        y[1] = 0;
        return 0;
      }
      if (ix <= FIVE_PIO4_HIGH_WORD) {
        if ((ix & SIGNIFICAND_MASK) === PI_HIGH_WORD_SIGNIFICAND) {
          return rempio2Medium(x, ix, y);
        }
        if (ix <= THREE_PIO4_HIGH_WORD) {
          if (hx > 0) {
            z2 = x - PIO2_1;
            y[0] = z2 - PIO2_1T;
            y[1] = z2 - y[0] - PIO2_1T;
            return 1;
          }
          z2 = x + PIO2_1;
          y[0] = z2 + PIO2_1T;
          y[1] = z2 - y[0] + PIO2_1T;
          return -1;
        }
        if (hx > 0) {
          z2 = x - 2 * PIO2_1;
          y[0] = z2 - TWO_PIO2_1T;
          y[1] = z2 - y[0] - TWO_PIO2_1T;
          return 2;
        }
        z2 = x + 2 * PIO2_1;
        y[0] = z2 + TWO_PIO2_1T;
        y[1] = z2 - y[0] + TWO_PIO2_1T;
        return -2;
      }
      if (ix <= NINE_PIO4_HIGH_WORD) {
        if (ix <= SEVEN_PIO4_HIGH_WORD) {
          if (ix === THREE_PIO2_HIGH_WORD) {
            return rempio2Medium(x, ix, y);
          }
          if (hx > 0) {
            z2 = x - 3 * PIO2_1;
            y[0] = z2 - THREE_PIO2_1T;
            y[1] = z2 - y[0] - THREE_PIO2_1T;
            return 3;
          }
          z2 = x + 3 * PIO2_1;
          y[0] = z2 + THREE_PIO2_1T;
          y[1] = z2 - y[0] + THREE_PIO2_1T;
          return -3;
        }
        if (ix === TWO_PI_HIGH_WORD) {
          return rempio2Medium(x, ix, y);
        }
        if (hx > 0) {
          z2 = x - 4 * PIO2_1;
          y[0] = z2 - FOUR_PIO2_1T;
          y[1] = z2 - y[0] - FOUR_PIO2_1T;
          return 4;
        }
        z2 = x + 4 * PIO2_1;
        y[0] = z2 + FOUR_PIO2_1T;
        y[1] = z2 - y[0] + FOUR_PIO2_1T;
        return -4;
      }
      if (ix < MEDIUM) {
        return rempio2Medium(x, ix, y);
      }
      if (ix >= EXPONENT_MASK) {
        y[0] = NaN;
        y[1] = NaN;
        return 0;
      }
      low = getLowWord(x);
      e0 = (ix >> 20) - 1046;
      z2 = fromWords(ix - (e0 << 20 | 0), low);
      for (i = 0; i < 2; i++) {
        TX[i] = z2 | 0;
        z2 = (z2 - TX[i]) * TWO24;
      }
      TX[2] = z2;
      nx = 3;
      while (TX[nx - 1] === ZERO) {
        nx -= 1;
      }
      n = rempio2Kernel(TX, TY, e0, nx, 1);
      if (hx < 0) {
        y[0] = -TY[0];
        y[1] = -TY[1];
        return -n;
      }
      y[0] = TY[0];
      y[1] = TY[1];
      return n;
    }
    module.exports = rempio2;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/index.js
var require_lib85 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/index.js"(exports, module) {
    "use strict";
    var rempio2 = require_main60();
    module.exports = rempio2;
  }
});

// node_modules/@stdlib/math-base-special-sin/lib/main.js
var require_main61 = __commonJS({
  "node_modules/@stdlib/math-base-special-sin/lib/main.js"(exports, module) {
    "use strict";
    var HIGH_WORD_ABS_MASK = require_lib50();
    var HIGH_WORD_EXPONENT_MASK = require_lib55();
    var getHighWord = require_lib28();
    var kernelCos = require_lib79();
    var kernelSin = require_lib80();
    var rempio2 = require_lib85();
    var PIO4_HIGH_WORD = 1072243195 | 0;
    var SMALL_HIGH_WORD = 1045430272 | 0;
    var Y2 = [0, 0];
    function sin(x) {
      var ix;
      var n;
      ix = getHighWord(x);
      ix &= HIGH_WORD_ABS_MASK;
      if (ix <= PIO4_HIGH_WORD) {
        if (ix < SMALL_HIGH_WORD) {
          return x;
        }
        return kernelSin(x, 0);
      }
      if (ix >= HIGH_WORD_EXPONENT_MASK) {
        return NaN;
      }
      n = rempio2(x, Y2);
      switch (n & 3) {
        case 0:
          return kernelSin(Y2[0], Y2[1]);
        case 1:
          return kernelCos(Y2[0], Y2[1]);
        case 2:
          return -kernelSin(Y2[0], Y2[1]);
        default:
          return -kernelCos(Y2[0], Y2[1]);
      }
    }
    module.exports = sin;
  }
});

// node_modules/@stdlib/math-base-special-sin/lib/index.js
var require_lib86 = __commonJS({
  "node_modules/@stdlib/math-base-special-sin/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main61();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-two-pi/lib/index.js
var require_lib87 = __commonJS({
  "node_modules/@stdlib/constants-float64-sqrt-two-pi/lib/index.js"(exports, module) {
    "use strict";
    var SQRT_TWO_PI = 2.5066282746310007;
    module.exports = SQRT_TWO_PI;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/polyval_s.js
var require_polyval_s = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/polyval_s.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.08333333333334822;
      }
      return 0.08333333333334822 + x * (0.0034722222160545866 + x * (-0.0026813261780578124 + x * (-22954996161337813e-20 + x * 7873113957930937e-19)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/stirling_approximation.js
var require_stirling_approximation = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/stirling_approximation.js"(exports, module) {
    "use strict";
    var SQRT_TWO_PI = require_lib87();
    var pow = require_lib67();
    var exp = require_lib58();
    var polyval = require_polyval_s();
    var MAX_STIRLING = 143.01608;
    function gamma(x) {
      var w2;
      var y;
      var v2;
      w2 = 1 / x;
      w2 = 1 + w2 * polyval(w2);
      y = exp(x);
      if (x > MAX_STIRLING) {
        v2 = pow(x, 0.5 * x - 0.25);
        y = v2 * (v2 / y);
      } else {
        y = pow(x, x - 0.5) / y;
      }
      return SQRT_TWO_PI * y * w2;
    }
    module.exports = gamma;
  }
});

// node_modules/@stdlib/constants-float64-eulergamma/lib/index.js
var require_lib88 = __commonJS({
  "node_modules/@stdlib/constants-float64-eulergamma/lib/index.js"(exports, module) {
    "use strict";
    var EULERGAMMA = 0.5772156649015329;
    module.exports = EULERGAMMA;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/small_approximation.js
var require_small_approximation = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/small_approximation.js"(exports, module) {
    "use strict";
    var EULER = require_lib88();
    function gamma(x, z2) {
      return z2 / ((1 + EULER * x) * x);
    }
    module.exports = gamma;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/rational_pq.js
var require_rational_pq2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/rational_pq.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return 1;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 1 + x * (0.4942148268014971 + x * (0.20744822764843598 + x * (0.04763678004571372 + x * (0.010421379756176158 + x * (0.0011913514700658638 + x * (16011952247675185e-20 + x * 0))))));
        s22 = 1 + x * (0.0714304917030273 + x * (-0.23459179571824335 + x * (0.035823639860549865 + x * (0.011813978522206043 + x * (-0.004456419138517973 + x * (5396055804933034e-19 + x * -23158187332412014e-21))))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (16011952247675185e-20 + x * (0.0011913514700658638 + x * (0.010421379756176158 + x * (0.04763678004571372 + x * (0.20744822764843598 + x * (0.4942148268014971 + x * 1))))));
        s22 = -23158187332412014e-21 + x * (5396055804933034e-19 + x * (-0.004456419138517973 + x * (0.011813978522206043 + x * (0.035823639860549865 + x * (-0.23459179571824335 + x * (0.0714304917030273 + x * 1))))));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/main.js
var require_main62 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isInteger = require_lib59();
    var isNegativeZero = require_lib73();
    var abs = require_lib42();
    var floor = require_lib37();
    var sin = require_lib86();
    var PINF = require_lib31();
    var NINF = require_lib33();
    var PI = require_lib78();
    var stirlingApprox = require_stirling_approximation();
    var smallApprox = require_small_approximation();
    var rateval = require_rational_pq2();
    function gamma(x) {
      var sign;
      var q2;
      var p2;
      var z2;
      if (isInteger(x) && x < 0 || x === NINF || isnan(x)) {
        return NaN;
      }
      if (x === 0) {
        if (isNegativeZero(x)) {
          return NINF;
        }
        return PINF;
      }
      if (x > 171.61447887182297) {
        return PINF;
      }
      if (x < -170.5674972726612) {
        return 0;
      }
      q2 = abs(x);
      if (q2 > 33) {
        if (x >= 0) {
          return stirlingApprox(x);
        }
        p2 = floor(q2);
        if ((p2 & 1) === 0) {
          sign = -1;
        } else {
          sign = 1;
        }
        z2 = q2 - p2;
        if (z2 > 0.5) {
          p2 += 1;
          z2 = q2 - p2;
        }
        z2 = q2 * sin(PI * z2);
        return sign * PI / (abs(z2) * stirlingApprox(q2));
      }
      z2 = 1;
      while (x >= 3) {
        x -= 1;
        z2 *= x;
      }
      while (x < 0) {
        if (x > -1e-9) {
          return smallApprox(x, z2);
        }
        z2 /= x;
        x += 1;
      }
      while (x < 2) {
        if (x < 1e-9) {
          return smallApprox(x, z2);
        }
        z2 /= x;
        x += 1;
      }
      if (x === 2) {
        return z2;
      }
      x -= 2;
      return z2 * rateval(x);
    }
    module.exports = gamma;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/index.js
var require_lib89 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main62();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-max-nth-factorial/lib/index.js
var require_lib90 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-nth-factorial/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_NTH_FACTORIAL = 170 | 0;
    module.exports = FLOAT64_MAX_NTH_FACTORIAL;
  }
});

// node_modules/@stdlib/math-base-special-factorial/lib/factorials.json
var require_factorials = __commonJS({
  "node_modules/@stdlib/math-base-special-factorial/lib/factorials.json"(exports, module) {
    module.exports = [
      1,
      1,
      2,
      6,
      24,
      120,
      720,
      5040,
      40320,
      362880,
      3628800,
      39916800,
      479001600,
      6227020800,
      87178291200,
      1307674368e3,
      20922789888e3,
      355687428096e3,
      6402373705728e3,
      121645100408832e3,
      243290200817664e4,
      5109094217170944e4,
      11240007277776077e5,
      2585201673888498e7,
      6204484017332394e8,
      15511210043330986e9,
      40329146112660565e10,
      10888869450418352e12,
      30488834461171387e13,
      8841761993739702e15,
      26525285981219107e16,
      8222838654177922e18,
      2631308369336935e20,
      8683317618811886e21,
      29523279903960416e22,
      10333147966386145e24,
      37199332678990125e25,
      13763753091226346e27,
      5230226174666011e29,
      20397882081197444e30,
      8159152832478977e32,
      3345252661316381e34,
      140500611775288e37,
      6041526306337383e37,
      2658271574788449e39,
      11962222086548019e40,
      5502622159812089e42,
      25862324151116818e43,
      12413915592536073e45,
      6082818640342675e47,
      30414093201713376e48,
      15511187532873822e50,
      8065817517094388e52,
      42748832840600255e53,
      2308436973392414e56,
      12696403353658276e57,
      7109985878048635e59,
      40526919504877214e60,
      23505613312828785e62,
      13868311854568984e64,
      832098711274139e67,
      5075802138772248e68,
      3146997326038794e70,
      198260831540444e73,
      12688693218588417e73,
      8247650592082472e75,
      5443449390774431e77,
      3647111091818868e79,
      24800355424368305e80,
      1711224524281413e83,
      11978571669969892e84,
      8504785885678623e86,
      61234458376886085e87,
      44701154615126844e89,
      3307885441519386e92,
      248091408113954e95,
      18854947016660504e95,
      14518309202828587e97,
      11324281178206297e99,
      8946182130782976e101,
      7156945704626381e103,
      5797126020747368e105,
      4753643337012842e107,
      3945523969720659e109,
      3314240134565353e111,
      281710411438055e114,
      24227095383672734e114,
      2107757298379528e117,
      18548264225739844e118,
      1650795516090846e121,
      14857159644817615e122,
      1352001527678403e125,
      12438414054641308e126,
      11567725070816416e128,
      1087366156656743e131,
      1032997848823906e133,
      9916779348709496e134,
      9619275968248212e136,
      9426890448883248e138,
      9332621544394415e140,
      9332621544394415e142,
      942594775983836e145,
      9614466715035127e146,
      990290071648618e149,
      10299016745145628e150,
      1081396758240291e153,
      11462805637347084e154,
      1226520203196138e157,
      1324641819451829e159,
      14438595832024937e160,
      1588245541522743e163,
      17629525510902446e164,
      1974506857221074e167,
      22311927486598138e168,
      25435597334721877e170,
      2925093693493016e173,
      3393108684451898e175,
      3969937160808721e177,
      4684525849754291e179,
      5574585761207606e181,
      6689502913449127e183,
      8094298525273444e185,
      9875044200833601e187,
      1214630436702533e190,
      1506141741511141e192,
      1882677176888926e194,
      2372173242880047e196,
      30126600184576594e197,
      3856204823625804e200,
      4974504222477287e202,
      6466855489220474e204,
      847158069087882e207,
      11182486511960043e208,
      14872707060906857e210,
      19929427461615188e212,
      26904727073180504e214,
      3659042881952549e217,
      5012888748274992e219,
      6917786472619489e221,
      9615723196941089e223,
      13462012475717526e225,
      1898143759076171e228,
      2695364137888163e230,
      3854370717180073e232,
      55502938327393044e233,
      8047926057471992e236,
      11749972043909107e238,
      1727245890454639e241,
      25563239178728654e242,
      380892263763057e246,
      5713383956445855e247,
      862720977423324e250,
      13113358856834524e251,
      20063439050956823e253,
      30897696138473508e255,
      4789142901463394e258,
      7471062926282894e260,
      11729568794264145e262,
      1853271869493735e265,
      29467022724950384e266,
      47147236359920616e268,
      7590705053947219e271,
      12296942187394494e273,
      20044015765453026e275,
      3287218585534296e278,
      5423910666131589e280,
      9003691705778438e282,
      1503616514864999e285,
      25260757449731984e286,
      4269068009004705e289,
      7257415615307999e291
    ];
  }
});

// node_modules/@stdlib/math-base-special-factorial/lib/main.js
var require_main63 = __commonJS({
  "node_modules/@stdlib/math-base-special-factorial/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isInteger = require_lib59();
    var gamma = require_lib89();
    var PINF = require_lib31();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib90();
    var FACTORIALS = require_factorials();
    function factorial(x) {
      if (isnan(x)) {
        return NaN;
      }
      if (isInteger(x)) {
        if (x < 0) {
          return NaN;
        }
        if (x <= FLOAT64_MAX_NTH_FACTORIAL) {
          return FACTORIALS[x];
        }
        return PINF;
      }
      return gamma(x + 1);
    }
    module.exports = factorial;
  }
});

// node_modules/@stdlib/math-base-special-factorial/lib/index.js
var require_lib91 = __commonJS({
  "node_modules/@stdlib/math-base-special-factorial/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main63();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/rational_pq.js
var require_rational_pq3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/rational_pq.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return Infinity;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 3847467039331777e-5 + x * (3685766504351951e-5 + x * (1588920245372942e-5 + x * (4059208354298835e-6 + x * (6805476611834733e-7 + x * (7823975500312005e-8 + x * (6246580776401795e-9 + x * (341986.3488721347 + x * (12287.194511824551 + x * (261.61404416416684 + x * 2.5066282746310007)))))))));
        s22 = 0 + x * (362880 + x * (1026576 + x * (1172700 + x * (723680 + x * (269325 + x * (63273 + x * (9450 + x * (870 + x * (45 + x * 1)))))))));
      } else {
        x = 1 / x;
        s1 = 2.5066282746310007 + x * (261.61404416416684 + x * (12287.194511824551 + x * (341986.3488721347 + x * (6246580776401795e-9 + x * (7823975500312005e-8 + x * (6805476611834733e-7 + x * (4059208354298835e-6 + x * (1588920245372942e-5 + x * (3685766504351951e-5 + x * 3847467039331777e-5)))))))));
        s22 = 1 + x * (45 + x * (870 + x * (9450 + x * (63273 + x * (269325 + x * (723680 + x * (1172700 + x * (1026576 + x * (362880 + x * 0)))))))));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/main.js
var require_main64 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/main.js"(exports, module) {
    "use strict";
    var gammaLanczosSum = require_rational_pq3();
    module.exports = gammaLanczosSum;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/index.js
var require_lib92 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main64();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-gamma-lanczos-g/lib/index.js
var require_lib93 = __commonJS({
  "node_modules/@stdlib/constants-float64-gamma-lanczos-g/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_GAMMA_LANCZOS_G = 10.900511;
    module.exports = FLOAT64_GAMMA_LANCZOS_G;
  }
});

// node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/gamma_delta_ratio_lanczos.js
var require_gamma_delta_ratio_lanczos = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/gamma_delta_ratio_lanczos.js"(exports, module) {
    "use strict";
    var lanczosSum = require_lib92();
    var gamma = require_lib89();
    var log1p = require_lib38();
    var abs = require_lib42();
    var exp = require_lib58();
    var pow = require_lib67();
    var EPSILON = require_lib69();
    var E = require_lib68();
    var G2 = require_lib93();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib90();
    var FACTORIAL_169 = 4269068009004705e289;
    function gammaDeltaRatioLanczos(z2, delta) {
      var result;
      var ratio;
      var zgh;
      if (z2 < EPSILON) {
        if (delta >= FLOAT64_MAX_NTH_FACTORIAL) {
          ratio = gammaDeltaRatioLanczos(delta, FLOAT64_MAX_NTH_FACTORIAL - delta);
          ratio *= z2;
          ratio *= FACTORIAL_169;
          return 1 / ratio;
        }
        return 1 / (z2 * gamma(z2 + delta));
      }
      zgh = z2 + G2 - 0.5;
      if (z2 + delta === z2) {
        if (abs(delta / zgh) < EPSILON) {
          result = exp(-delta);
        } else {
          result = 1;
        }
      } else {
        if (abs(delta) < 10) {
          result = exp((0.5 - z2) * log1p(delta / zgh));
        } else {
          result = pow(zgh / (zgh + delta), z2 - 0.5);
        }
        result *= lanczosSum(z2) / lanczosSum(z2 + delta);
      }
      result *= pow(E / (zgh + delta), delta);
      return result;
    }
    module.exports = gammaDeltaRatioLanczos;
  }
});

// node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/main.js
var require_main65 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib42();
    var floor = require_lib37();
    var gamma = require_lib89();
    var factorial = require_lib91();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib90();
    var gammaDeltaRatioLanczos = require_gamma_delta_ratio_lanczos();
    function gammaDeltaRatio(z2, delta) {
      var result;
      var idelta;
      var iz;
      if (z2 <= 0 || z2 + delta <= 0) {
        return gamma(z2) / gamma(z2 + delta);
      }
      idelta = floor(delta);
      if (idelta === delta) {
        iz = floor(z2);
        if (iz === z2) {
          if (z2 <= FLOAT64_MAX_NTH_FACTORIAL && z2 + delta <= FLOAT64_MAX_NTH_FACTORIAL) {
            return factorial(iz - 1) / factorial(idelta + iz - 1);
          }
        }
        if (abs(delta) < 20) {
          if (delta === 0) {
            return 1;
          }
          if (delta < 0) {
            z2 -= 1;
            result = z2;
            delta += 1;
            while (delta !== 0) {
              z2 -= 1;
              result *= z2;
              delta += 1;
            }
            return result;
          }
          result = 1 / z2;
          delta -= 1;
          while (delta !== 0) {
            z2 += 1;
            result /= z2;
            delta -= 1;
          }
          return result;
        }
      }
      return gammaDeltaRatioLanczos(z2, delta);
    }
    module.exports = gammaDeltaRatio;
  }
});

// node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/index.js
var require_lib94 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main65();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-ln/lib/polyval_p.js
var require_polyval_p3 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/polyval_p.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.3999999999940942;
      }
      return 0.3999999999940942 + x * (0.22222198432149784 + x * 0.15313837699209373);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-ln/lib/polyval_q.js
var require_polyval_q2 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/polyval_q.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.6666666666666735;
      }
      return 0.6666666666666735 + x * (0.2857142874366239 + x * (0.1818357216161805 + x * 0.14798198605116586));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-ln/lib/main.js
var require_main66 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib28();
    var setHighWord = require_lib29();
    var isnan = require_lib6();
    var BIAS = require_lib34();
    var NINF = require_lib33();
    var polyvalP = require_polyval_p3();
    var polyvalQ = require_polyval_q2();
    var LN2_HI = 0.6931471803691238;
    var LN2_LO = 19082149292705877e-26;
    var TWO54 = 18014398509481984;
    var ONE_THIRD = 0.3333333333333333;
    var HIGH_SIGNIFICAND_MASK = 1048575 | 0;
    var HIGH_MAX_NORMAL_EXP = 2146435072 | 0;
    var HIGH_MIN_NORMAL_EXP = 1048576 | 0;
    var HIGH_BIASED_EXP_0 = 1072693248 | 0;
    function ln2(x) {
      var hfsq;
      var hx;
      var t2;
      var t1;
      var k2;
      var R2;
      var f2;
      var i;
      var j2;
      var s3;
      var w2;
      var z2;
      if (x === 0) {
        return NINF;
      }
      if (isnan(x) || x < 0) {
        return NaN;
      }
      hx = getHighWord(x);
      k2 = 0 | 0;
      if (hx < HIGH_MIN_NORMAL_EXP) {
        k2 -= 54 | 0;
        x *= TWO54;
        hx = getHighWord(x);
      }
      if (hx >= HIGH_MAX_NORMAL_EXP) {
        return x + x;
      }
      k2 += (hx >> 20) - BIAS | 0;
      hx &= HIGH_SIGNIFICAND_MASK;
      i = hx + 614244 & 1048576 | 0;
      x = setHighWord(x, hx | i ^ HIGH_BIASED_EXP_0);
      k2 += i >> 20 | 0;
      f2 = x - 1;
      if ((HIGH_SIGNIFICAND_MASK & 2 + hx) < 3) {
        if (f2 === 0) {
          if (k2 === 0) {
            return 0;
          }
          return k2 * LN2_HI + k2 * LN2_LO;
        }
        R2 = f2 * f2 * (0.5 - ONE_THIRD * f2);
        if (k2 === 0) {
          return f2 - R2;
        }
        return k2 * LN2_HI - (R2 - k2 * LN2_LO - f2);
      }
      s3 = f2 / (2 + f2);
      z2 = s3 * s3;
      i = hx - 398458 | 0;
      w2 = z2 * z2;
      j2 = 440401 - hx | 0;
      t1 = w2 * polyvalP(w2);
      t2 = z2 * polyvalQ(w2);
      i |= j2;
      R2 = t2 + t1;
      if (i > 0) {
        hfsq = 0.5 * f2 * f2;
        if (k2 === 0) {
          return f2 - (hfsq - s3 * (hfsq + R2));
        }
        return k2 * LN2_HI - (hfsq - (s3 * (hfsq + R2) + k2 * LN2_LO) - f2);
      }
      if (k2 === 0) {
        return f2 - s3 * (f2 - R2);
      }
      return k2 * LN2_HI - (s3 * (f2 - R2) - k2 * LN2_LO - f2);
    }
    module.exports = ln2;
  }
});

// node_modules/@stdlib/math-base-special-ln/lib/index.js
var require_lib95 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main66();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-cos/lib/main.js
var require_main67 = __commonJS({
  "node_modules/@stdlib/math-base-special-cos/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib28();
    var kernelCos = require_lib79();
    var kernelSin = require_lib80();
    var rempio2 = require_lib85();
    var ABS_MASK = require_lib50();
    var EXPONENT_MASK = require_lib55();
    var buffer = [0, 0];
    var HIGH_WORD_PIO4 = 1072243195 | 0;
    var HIGH_WORD_TWO_NEG_27 = 1044381696 | 0;
    function cos(x) {
      var ix;
      var n;
      ix = getHighWord(x);
      ix &= ABS_MASK;
      if (ix <= HIGH_WORD_PIO4) {
        if (ix < HIGH_WORD_TWO_NEG_27) {
          return 1;
        }
        return kernelCos(x, 0);
      }
      if (ix >= EXPONENT_MASK) {
        return NaN;
      }
      n = rempio2(x, buffer);
      switch (n & 3) {
        case 0:
          return kernelCos(buffer[0], buffer[1]);
        case 1:
          return -kernelSin(buffer[0], buffer[1]);
        case 2:
          return -kernelCos(buffer[0], buffer[1]);
        default:
          return kernelSin(buffer[0], buffer[1]);
      }
    }
    module.exports = cos;
  }
});

// node_modules/@stdlib/math-base-special-cos/lib/index.js
var require_lib96 = __commonJS({
  "node_modules/@stdlib/math-base-special-cos/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main67();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-sinpi/lib/main.js
var require_main68 = __commonJS({
  "node_modules/@stdlib/math-base-special-sinpi/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isInfinite = require_lib48();
    var cos = require_lib96();
    var sin = require_lib86();
    var abs = require_lib42();
    var copysign = require_lib52();
    var PI = require_lib78();
    function sinpi(x) {
      var ar2;
      var r;
      if (isnan(x)) {
        return NaN;
      }
      if (isInfinite(x)) {
        return NaN;
      }
      r = x % 2;
      ar2 = abs(r);
      if (ar2 === 0 || ar2 === 1) {
        return copysign(0, r);
      }
      if (ar2 < 0.25) {
        return sin(PI * r);
      }
      if (ar2 < 0.75) {
        ar2 = 0.5 - ar2;
        return copysign(cos(PI * ar2), r);
      }
      if (ar2 < 1.25) {
        r = copysign(1, r) - r;
        return sin(PI * r);
      }
      if (ar2 < 1.75) {
        ar2 -= 1.5;
        return -copysign(cos(PI * ar2), r);
      }
      r -= copysign(2, r);
      return sin(PI * r);
    }
    module.exports = sinpi;
  }
});

// node_modules/@stdlib/math-base-special-sinpi/lib/index.js
var require_lib97 = __commonJS({
  "node_modules/@stdlib/math-base-special-sinpi/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main68();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_a1.js
var require_polyval_a1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_a1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.06735230105312927;
      }
      return 0.06735230105312927 + x * (0.007385550860814029 + x * (0.0011927076318336207 + x * (22086279071390839e-20 + x * 25214456545125733e-21)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_a2.js
var require_polyval_a2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_a2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.020580808432516733;
      }
      return 0.020580808432516733 + x * (0.0028905138367341563 + x * (5100697921535113e-19 + x * (10801156724758394e-20 + x * 44864094961891516e-21)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_r.js
var require_polyval_r = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_r.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1.3920053346762105;
      }
      return 1.3920053346762105 + x * (0.7219355475671381 + x * (0.17193386563280308 + x * (0.01864591917156529 + x * (7779424963818936e-19 + x * 7326684307446256e-21))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_s.js
var require_polyval_s2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_s.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.21498241596060885;
      }
      return 0.21498241596060885 + x * (0.325778796408931 + x * (0.14635047265246445 + x * (0.02664227030336386 + x * (0.0018402845140733772 + x * 3194753265841009e-20))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t1.js
var require_polyval_t1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.032788541075985965;
      }
      return -0.032788541075985965 + x * (0.006100538702462913 + x * (-0.0014034646998923284 + x * 31563207090362595e-20));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t2.js
var require_polyval_t2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.01797067508118204;
      }
      return 0.01797067508118204 + x * (-0.0036845201678113826 + x * (881081882437654e-18 + x * -31275416837512086e-20));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t3.js
var require_polyval_t3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t3.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.010314224129834144;
      }
      return -0.010314224129834144 + x * (0.0022596478090061247 + x * (-5385953053567405e-19 + x * 3355291926355191e-19));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_u.js
var require_polyval_u = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_u.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.6328270640250934;
      }
      return 0.6328270640250934 + x * (1.4549225013723477 + x * (0.9777175279633727 + x * (0.22896372806469245 + x * 0.013381091853678766)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_v.js
var require_polyval_v = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_v.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 2.4559779371304113;
      }
      return 2.4559779371304113 + x * (2.128489763798934 + x * (0.7692851504566728 + x * (0.10422264559336913 + x * 0.003217092422824239)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_w.js
var require_polyval_w2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_w.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.08333333333333297;
      }
      return 0.08333333333333297 + x * (-0.0027777777772877554 + x * (7936505586430196e-19 + x * (-59518755745034e-17 + x * (8363399189962821e-19 + x * -0.0016309293409657527))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/main.js
var require_main69 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isInfinite = require_lib48();
    var abs = require_lib42();
    var ln2 = require_lib95();
    var trunc = require_lib44();
    var sinpi = require_lib97();
    var PI = require_lib78();
    var PINF = require_lib31();
    var polyvalA1 = require_polyval_a1();
    var polyvalA2 = require_polyval_a2();
    var polyvalR = require_polyval_r();
    var polyvalS = require_polyval_s2();
    var polyvalT1 = require_polyval_t1();
    var polyvalT2 = require_polyval_t2();
    var polyvalT3 = require_polyval_t3();
    var polyvalU = require_polyval_u();
    var polyvalV = require_polyval_v();
    var polyvalW = require_polyval_w2();
    var A1C = 0.07721566490153287;
    var A2C = 0.3224670334241136;
    var RC = 1;
    var SC = -0.07721566490153287;
    var T1C = 0.48383612272381005;
    var T2C = -0.1475877229945939;
    var T3C = 0.06462494023913339;
    var UC = -0.07721566490153287;
    var VC = 1;
    var WC = 0.4189385332046727;
    var YMIN = 1.4616321449683622;
    var TWO52 = 4503599627370496;
    var TWO56 = 72057594037927940;
    var TINY = 13877787807814457e-33;
    var TC = 1.4616321449683622;
    var TF = -0.12148629053584961;
    var TT = -3638676997039505e-33;
    function gammaln(x) {
      var isNegative;
      var nadj;
      var flg;
      var p3;
      var p2;
      var p1;
      var p4;
      var q2;
      var t;
      var w2;
      var y;
      var z2;
      var r;
      if (isnan(x) || isInfinite(x)) {
        return x;
      }
      if (x === 0) {
        return PINF;
      }
      if (x < 0) {
        isNegative = true;
        x = -x;
      } else {
        isNegative = false;
      }
      if (x < TINY) {
        return -ln2(x);
      }
      if (isNegative) {
        if (x >= TWO52) {
          return PINF;
        }
        t = sinpi(x);
        if (t === 0) {
          return PINF;
        }
        nadj = ln2(PI / abs(t * x));
      }
      if (x === 1 || x === 2) {
        return 0;
      }
      if (x < 2) {
        if (x <= 0.9) {
          r = -ln2(x);
          if (x >= YMIN - 1 + 0.27) {
            y = 1 - x;
            flg = 0;
          } else if (x >= YMIN - 1 - 0.27) {
            y = x - (TC - 1);
            flg = 1;
          } else {
            y = x;
            flg = 2;
          }
        } else {
          r = 0;
          if (x >= YMIN + 0.27) {
            y = 2 - x;
            flg = 0;
          } else if (x >= YMIN - 0.27) {
            y = x - TC;
            flg = 1;
          } else {
            y = x - 1;
            flg = 2;
          }
        }
        switch (flg) {
          // eslint-disable-line default-case
          case 0:
            z2 = y * y;
            p1 = A1C + z2 * polyvalA1(z2);
            p2 = z2 * (A2C + z2 * polyvalA2(z2));
            p4 = y * p1 + p2;
            r += p4 - 0.5 * y;
            break;
          case 1:
            z2 = y * y;
            w2 = z2 * y;
            p1 = T1C + w2 * polyvalT1(w2);
            p2 = T2C + w2 * polyvalT2(w2);
            p3 = T3C + w2 * polyvalT3(w2);
            p4 = z2 * p1 - (TT - w2 * (p2 + y * p3));
            r += TF + p4;
            break;
          case 2:
            p1 = y * (UC + y * polyvalU(y));
            p2 = VC + y * polyvalV(y);
            r += -0.5 * y + p1 / p2;
            break;
        }
      } else if (x < 8) {
        flg = trunc(x);
        y = x - flg;
        p4 = y * (SC + y * polyvalS(y));
        q2 = RC + y * polyvalR(y);
        r = 0.5 * y + p4 / q2;
        z2 = 1;
        switch (flg) {
          // eslint-disable-line default-case
          case 7:
            z2 *= y + 6;
          /* Falls through */
          case 6:
            z2 *= y + 5;
          /* Falls through */
          case 5:
            z2 *= y + 4;
          /* Falls through */
          case 4:
            z2 *= y + 3;
          /* Falls through */
          case 3:
            z2 *= y + 2;
            r += ln2(z2);
        }
      } else if (x < TWO56) {
        t = ln2(x);
        z2 = 1 / x;
        y = z2 * z2;
        w2 = WC + z2 * polyvalW(y);
        r = (x - 0.5) * (t - 1) + w2;
      } else {
        r = x * (ln2(x) - 1);
      }
      if (isNegative) {
        r = nadj - r;
      }
      return r;
    }
    module.exports = gammaln;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/index.js
var require_lib98 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main69();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-max-ln/lib/index.js
var require_lib99 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-ln/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_LN = 709.782712893384;
    module.exports = FLOAT64_MAX_LN;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-eps/lib/index.js
var require_lib100 = __commonJS({
  "node_modules/@stdlib/constants-float64-sqrt-eps/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_SQRT_EPSILON = 14901161193847656e-24;
    module.exports = FLOAT64_SQRT_EPSILON;
  }
});

// node_modules/@stdlib/utils-eval/lib/index.js
var require_lib101 = __commonJS({
  "node_modules/@stdlib/utils-eval/lib/index.js"(exports, module) {
    "use strict";
    var evil = eval;
    module.exports = evil;
  }
});

// node_modules/@stdlib/assert-has-generator-support/lib/main.js
var require_main70 = __commonJS({
  "node_modules/@stdlib/assert-has-generator-support/lib/main.js"(exports, module) {
    "use strict";
    var evil = require_lib101();
    function hasGeneratorSupport() {
      var bool;
      try {
        evil('"use strict"; (function* () {})');
        bool = true;
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasGeneratorSupport;
  }
});

// node_modules/@stdlib/assert-has-generator-support/lib/index.js
var require_lib102 = __commonJS({
  "node_modules/@stdlib/assert-has-generator-support/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main70();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-tools-sum-series/lib/generators.js
var require_generators = __commonJS({
  "node_modules/@stdlib/math-base-tools-sum-series/lib/generators.js"(exports, module) {
    "use strict";
    var abs = require_lib42();
    var EPS = require_lib69();
    var MAX_TERMS = 1e6;
    function sumSeries(generator, options) {
      var isgenerator;
      var tolerance;
      var nextTerm;
      var counter;
      var result;
      var opts;
      opts = {};
      if (arguments.length > 1) {
        opts = options;
      }
      tolerance = opts.tolerance || EPS;
      counter = opts.maxTerms || MAX_TERMS;
      result = opts.initialValue || 0;
      isgenerator = typeof generator.next === "function";
      if (isgenerator === true) {
        for (nextTerm of generator) {
          result += nextTerm;
          if (abs(tolerance * result) >= abs(nextTerm) || --counter === 0) {
            break;
          }
        }
      } else {
        do {
          nextTerm = generator();
          result += nextTerm;
        } while (abs(tolerance * result) < abs(nextTerm) && --counter);
      }
      return result;
    }
    module.exports = sumSeries;
  }
});

// node_modules/@stdlib/math-base-tools-sum-series/lib/basic.js
var require_basic = __commonJS({
  "node_modules/@stdlib/math-base-tools-sum-series/lib/basic.js"(exports, module) {
    "use strict";
    var abs = require_lib42();
    var EPS = require_lib69();
    var MAX_TERMS = 1e6;
    function sumSeries(generator, options) {
      var tolerance;
      var nextTerm;
      var counter;
      var result;
      var opts;
      opts = {};
      if (arguments.length > 1) {
        opts = options;
      }
      tolerance = opts.tolerance || EPS;
      counter = opts.maxTerms || MAX_TERMS;
      result = opts.initialValue || 0;
      do {
        nextTerm = generator();
        result += nextTerm;
      } while (abs(tolerance * result) < abs(nextTerm) && --counter);
      return result;
    }
    module.exports = sumSeries;
  }
});

// node_modules/@stdlib/math-base-tools-sum-series/lib/index.js
var require_lib103 = __commonJS({
  "node_modules/@stdlib/math-base-tools-sum-series/lib/index.js"(exports, module) {
    "use strict";
    var hasGeneratorSupport = require_lib102();
    var generator = require_generators();
    var basic = require_basic();
    var sumSeries;
    if (hasGeneratorSupport()) {
      sumSeries = generator;
    } else {
      sumSeries = basic;
    }
    module.exports = sumSeries;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x_series.js
var require_tgamma_i_large_x_series = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x_series.js"(exports, module) {
    "use strict";
    function tgammaILargeXSeries(a1, x1) {
      var result = 1;
      var a = a1;
      var x = x1;
      return next;
      function next() {
        var r = result;
        result *= a / x;
        a -= 1;
        return r;
      }
    }
    module.exports = tgammaILargeXSeries;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x.js
var require_tgamma_i_large_x = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x.js"(exports, module) {
    "use strict";
    var sumSeries = require_lib103();
    var tgammaILargeXSeries = require_tgamma_i_large_x_series();
    function tgammaILargeX(a, x) {
      var result;
      var s3;
      s3 = tgammaILargeXSeries(a, x);
      result = sumSeries(s3);
      return result;
    }
    module.exports = tgammaILargeX;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/finite_gamma_q.js
var require_finite_gamma_q = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/finite_gamma_q.js"(exports, module) {
    "use strict";
    var exp = require_lib58();
    function finiteGammaQ(a, x) {
      var term;
      var sum;
      var e;
      var n;
      e = exp(-x);
      sum = e;
      if (sum !== 0) {
        term = sum;
        for (n = 1; n < a; ++n) {
          term /= n;
          term *= x;
          sum += term;
        }
      }
      return sum;
    }
    module.exports = finiteGammaQ;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_pp.js
var require_polyval_pp = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_pp.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.3250421072470015;
      }
      return -0.3250421072470015 + x * (-0.02848174957559851 + x * (-0.005770270296489442 + x * -23763016656650163e-21));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_qq.js
var require_polyval_qq = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_qq.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.39791722395915535;
      }
      return 0.39791722395915535 + x * (0.0650222499887673 + x * (0.005081306281875766 + x * (13249473800432164e-20 + x * -3960228278775368e-21)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_pa.js
var require_polyval_pa = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_pa.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.41485611868374833;
      }
      return 0.41485611868374833 + x * (-0.3722078760357013 + x * (0.31834661990116175 + x * (-0.11089469428239668 + x * (0.035478304325618236 + x * -0.002166375594868791))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_qa.js
var require_polyval_qa = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_qa.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.10642088040084423;
      }
      return 0.10642088040084423 + x * (0.540397917702171 + x * (0.07182865441419627 + x * (0.12617121980876164 + x * (0.01363708391202905 + x * 0.011984499846799107))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_ra.js
var require_polyval_ra = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_ra.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.6938585727071818;
      }
      return -0.6938585727071818 + x * (-10.558626225323291 + x * (-62.375332450326006 + x * (-162.39666946257347 + x * (-184.60509290671104 + x * (-81.2874355063066 + x * -9.814329344169145)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_sa.js
var require_polyval_sa = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_sa.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 19.651271667439257;
      }
      return 19.651271667439257 + x * (137.65775414351904 + x * (434.56587747522923 + x * (645.3872717332679 + x * (429.00814002756783 + x * (108.63500554177944 + x * (6.570249770319282 + x * -0.0604244152148581))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_rb.js
var require_polyval_rb = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_rb.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.799283237680523;
      }
      return -0.799283237680523 + x * (-17.757954917754752 + x * (-160.63638485582192 + x * (-637.5664433683896 + x * (-1025.0951316110772 + x * -483.5191916086514))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_sb.js
var require_polyval_sb = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_sb.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 30.33806074348246;
      }
      return 30.33806074348246 + x * (325.7925129965739 + x * (1536.729586084437 + x * (3199.8582195085955 + x * (2553.0504064331644 + x * (474.52854120695537 + x * -22.44095244658582)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/main.js
var require_main71 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var exp = require_lib58();
    var setLowWord = require_lib62();
    var PINF = require_lib31();
    var NINF = require_lib33();
    var polyvalPP = require_polyval_pp();
    var polyvalQQ = require_polyval_qq();
    var polyvalPA = require_polyval_pa();
    var polyvalQA = require_polyval_qa();
    var polyvalRA = require_polyval_ra();
    var polyvalSA = require_polyval_sa();
    var polyvalRB = require_polyval_rb();
    var polyvalSB = require_polyval_sb();
    var TINY = 1e-300;
    var SMALL = 13877787807814457e-33;
    var ERX = 0.8450629115104675;
    var PPC = 0.12837916709551256;
    var QQC = 1;
    var PAC = -0.0023621185607526594;
    var QAC = 1;
    var RAC = -0.009864944034847148;
    var SAC = 1;
    var RBC = -0.0098649429247001;
    var SBC = 1;
    function erfc(x) {
      var sign;
      var ax;
      var z2;
      var r;
      var s3;
      var y;
      var p2;
      var q2;
      if (isnan(x)) {
        return NaN;
      }
      if (x === PINF) {
        return 0;
      }
      if (x === NINF) {
        return 2;
      }
      if (x === 0) {
        return 1;
      }
      if (x < 0) {
        sign = true;
        ax = -x;
      } else {
        sign = false;
        ax = x;
      }
      if (ax < 0.84375) {
        if (ax < SMALL) {
          return 1 - x;
        }
        z2 = x * x;
        r = PPC + z2 * polyvalPP(z2);
        s3 = QQC + z2 * polyvalQQ(z2);
        y = r / s3;
        if (x < 0.25) {
          return 1 - (x + x * y);
        }
        r = x * y;
        r += x - 0.5;
        return 0.5 - r;
      }
      if (ax < 1.25) {
        s3 = ax - 1;
        p2 = PAC + s3 * polyvalPA(s3);
        q2 = QAC + s3 * polyvalQA(s3);
        if (sign) {
          return 1 + ERX + p2 / q2;
        }
        return 1 - ERX - p2 / q2;
      }
      if (ax < 28) {
        s3 = 1 / (ax * ax);
        if (ax < 2.857142857142857) {
          r = RAC + s3 * polyvalRA(s3);
          s3 = SAC + s3 * polyvalSA(s3);
        } else {
          if (x < -6) {
            return 2 - TINY;
          }
          r = RBC + s3 * polyvalRB(s3);
          s3 = SBC + s3 * polyvalSB(s3);
        }
        z2 = setLowWord(ax, 0);
        r = exp(-(z2 * z2) - 0.5625) * exp((z2 - ax) * (z2 + ax) + r / s3);
        if (sign) {
          return 2 - r / ax;
        }
        return r / ax;
      }
      if (sign) {
        return 2 - TINY;
      }
      return TINY * TINY;
    }
    module.exports = erfc;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/index.js
var require_lib104 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main71();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/finite_half_gamma_q.js
var require_finite_half_gamma_q = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/finite_half_gamma_q.js"(exports, module) {
    "use strict";
    var erfc = require_lib104();
    var sqrt = require_lib39();
    var exp = require_lib58();
    var PI = require_lib78();
    function finiteHalfGammaQ(a, x) {
      var half;
      var term;
      var sum;
      var e;
      var n;
      e = erfc(sqrt(x));
      if (e !== 0 && a > 1) {
        term = exp(-x) / sqrt(PI * x);
        term *= x;
        half = 0.5;
        term /= half;
        sum = term;
        for (n = 2; n < a; ++n) {
          term /= n - half;
          term *= x;
          sum += term;
        }
        e += sum;
      }
      return e;
    }
    module.exports = finiteHalfGammaQ;
  }
});

// node_modules/@stdlib/constants-float64-min-ln/lib/index.js
var require_lib105 = __commonJS({
  "node_modules/@stdlib/constants-float64-min-ln/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MIN_LN = -708.3964185322641;
    module.exports = FLOAT64_MIN_LN;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/full_igamma_prefix.js
var require_full_igamma_prefix = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/full_igamma_prefix.js"(exports, module) {
    "use strict";
    var exp = require_lib58();
    var pow = require_lib67();
    var ln2 = require_lib95();
    var MAX_LN = require_lib99();
    var MIN_LN = require_lib105();
    function fullIGammaPrefix(a, z2) {
      var prefix;
      var alz;
      alz = a * ln2(z2);
      if (z2 >= 1) {
        if (alz < MAX_LN && -z2 > MIN_LN) {
          prefix = pow(z2, a) * exp(-z2);
        } else if (a >= 1) {
          prefix = pow(z2 / exp(z2 / a), a);
        } else {
          prefix = exp(alz - z2);
        }
      } else {
        if (alz > MIN_LN) {
          prefix = pow(z2, a) * exp(-z2);
        } else if (z2 / a < MAX_LN) {
          prefix = pow(z2 / exp(z2 / a), a);
        } else {
          prefix = exp(alz - z2);
        }
      }
      return prefix;
    }
    module.exports = fullIGammaPrefix;
  }
});

// node_modules/@stdlib/math-base-tools-evalpoly/lib/main.js
var require_main72 = __commonJS({
  "node_modules/@stdlib/math-base-tools-evalpoly/lib/main.js"(exports, module) {
    "use strict";
    function evalpoly(c, x) {
      var p2;
      var i;
      i = c.length;
      if (i < 2 || x === 0) {
        if (i === 0) {
          return 0;
        }
        return c[0];
      }
      i -= 1;
      p2 = c[i] * x + c[i - 1];
      i -= 2;
      while (i >= 0) {
        p2 = p2 * x + c[i];
        i -= 1;
      }
      return p2;
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/function-ctor/lib/main.js
var require_main73 = __commonJS({
  "node_modules/@stdlib/function-ctor/lib/main.js"(exports, module) {
    "use strict";
    var Fcn = Function;
    module.exports = Fcn;
  }
});

// node_modules/@stdlib/function-ctor/lib/index.js
var require_lib106 = __commonJS({
  "node_modules/@stdlib/function-ctor/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main73();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-tools-evalpoly/lib/factory.js
var require_factory = __commonJS({
  "node_modules/@stdlib/math-base-tools-evalpoly/lib/factory.js"(exports, module) {
    "use strict";
    var Fcn = require_lib106();
    var evalpoly = require_main72();
    function factory(c) {
      var f2;
      var n;
      var m2;
      var i;
      if (c.length > 500) {
        return polyval;
      }
      f2 = "return function evalpoly(x){";
      n = c.length;
      if (n === 0) {
        f2 += "return 0.0;";
      } else if (n === 1) {
        f2 += "return " + c[0] + ";";
      } else {
        f2 += "if(x===0.0){return " + c[0] + ";}";
        f2 += "return " + c[0];
        m2 = n - 1;
        for (i = 1; i < n; i++) {
          f2 += "+x*";
          if (i < m2) {
            f2 += "(";
          }
          f2 += c[i];
        }
        for (i = 0; i < m2 - 1; i++) {
          f2 += ")";
        }
        f2 += ";";
      }
      f2 += "}";
      f2 += "//# sourceURL=evalpoly.factory.js";
      return new Fcn(f2)();
      function polyval(x) {
        return evalpoly(c, x);
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/math-base-tools-evalpoly/lib/index.js
var require_lib107 = __commonJS({
  "node_modules/@stdlib/math-base-tools-evalpoly/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main72();
    var factory = require_factory();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-log1pmx/lib/log1p_series.js
var require_log1p_series = __commonJS({
  "node_modules/@stdlib/math-base-special-log1pmx/lib/log1p_series.js"(exports, module) {
    "use strict";
    function log1pSeries(x) {
      var mMult = -x;
      var mProd = -1;
      var k2 = 0;
      return next;
      function next() {
        mProd *= mMult;
        k2 += 1;
        return mProd / k2;
      }
    }
    module.exports = log1pSeries;
  }
});

// node_modules/@stdlib/math-base-special-log1pmx/lib/main.js
var require_main74 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1pmx/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib42();
    var ln2 = require_lib95();
    var FLOAT_EPS = require_lib69();
    var sumSeries = require_lib103();
    var log1pSeries = require_log1p_series();
    function log1pmx(x) {
      var opts;
      var ax;
      if (x <= -1) {
        return NaN;
      }
      ax = abs(x);
      if (ax > 0.95) {
        return ln2(1 + x) - x;
      }
      if (ax < FLOAT_EPS) {
        return -x * x / 2;
      }
      opts = {
        "initialValue": -x
      };
      return sumSeries(log1pSeries(x), opts);
    }
    module.exports = log1pmx;
  }
});

// node_modules/@stdlib/math-base-special-log1pmx/lib/index.js
var require_lib108 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1pmx/lib/index.js"(exports, module) {
    "use strict";
    var log1pmx = require_main74();
    module.exports = log1pmx;
  }
});

// node_modules/@stdlib/constants-float64-two-pi/lib/index.js
var require_lib109 = __commonJS({
  "node_modules/@stdlib/constants-float64-two-pi/lib/index.js"(exports, module) {
    "use strict";
    var TWO_PI = 6.283185307179586;
    module.exports = TWO_PI;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c0.js
var require_polyval_c0 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c0.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.3333333333333333;
      }
      return -0.3333333333333333 + x * (0.08333333333333333 + x * (-0.014814814814814815 + x * (0.0011574074074074073 + x * (3527336860670194e-19 + x * (-1787551440329218e-19 + x * (3919263178522438e-20 + x * (-21854485106799924e-22 + x * (-185406221071516e-20 + x * (8296711340953087e-22 + x * (-17665952736826078e-23 + x * (6707853543401498e-24 + x * (10261809784240309e-24 + x * (-4382036018453353e-24 + x * 914769958223679e-24)))))))))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c1.js
var require_polyval_c1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.001851851851851852;
      }
      return -0.001851851851851852 + x * (-0.003472222222222222 + x * (0.0026455026455026454 + x * (-9902263374485596e-19 + x * (20576131687242798e-20 + x * (-4018775720164609e-22 + x * (-18098550334489977e-21 + x * (764916091608111e-20 + x * (-16120900894563446e-22 + x * (4647127802807434e-24 + x * (1378633446915721e-22 + x * (-5752545603517705e-23 + x * 11951628599778148e-24)))))))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c2.js
var require_polyval_c2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.004133597883597883;
      }
      return 0.004133597883597883 + x * (-0.0026813271604938273 + x * (7716049382716049e-19 + x * (20093878600823047e-22 + x * (-10736653226365161e-20 + x * (52923448829120125e-21 + x * (-12760635188618728e-21 + x * (3423578734096138e-23 + x * (13721957309062932e-22 + x * (-6298992138380055e-22 + x * 14280614206064242e-23)))))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c3.js
var require_polyval_c3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c3.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 6494341563786008e-19;
      }
      return 6494341563786008e-19 + x * (22947209362139917e-20 + x * (-4691894943952557e-19 + x * (26772063206283885e-20 + x * (-7561801671883977e-20 + x * (-2396505113867297e-22 + x * (11082654115347302e-21 + x * (-56749528269915965e-22 + x * 14230900732435883e-22)))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c4.js
var require_polyval_c4 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c4.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -8618882909167117e-19;
      }
      return -8618882909167117e-19 + x * (7840392217200666e-19 + x * (-2990724803031902e-19 + x * (-14638452578843418e-22 + x * (6641498215465122e-20 + x * (-3968365047179435e-20 + x * 11375726970678419e-21)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c5.js
var require_polyval_c5 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c5.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -33679855336635813e-20;
      }
      return -33679855336635813e-20 + x * (-6972813758365858e-20 + x * (2772753244959392e-19 + x * (-19932570516188847e-20 + x * (6797780477937208e-20 + x * (1419062920643967e-22 + x * (-13594048189768693e-21 + x * (8018470256334202e-21 + x * -2291481176508095e-21)))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c6.js
var require_polyval_c6 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c6.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 5313079364639922e-19;
      }
      return 5313079364639922e-19 + x * (-5921664373536939e-19 + x * (2708782096718045e-19 + x * (7902353232660328e-22 + x * (-8153969367561969e-20 + x * (561168275310625e-19 + x * -18329116582843375e-21)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c7.js
var require_polyval_c7 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c7.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 34436760689237765e-20;
      }
      return 34436760689237765e-20 + x * (5171790908260592e-20 + x * (-33493161081142234e-20 + x * (2812695154763237e-19 + x * -10976582244684731e-20)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c8.js
var require_polyval_c8 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c8.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -6526239185953094e-19;
      }
      return -6526239185953094e-19 + x * (8394987206720873e-19 + x * -438297098541721e-18);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/igamma_temme_large.js
var require_igamma_temme_large = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/igamma_temme_large.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib107();
    var log1pmx = require_lib108();
    var erfc = require_lib104();
    var sqrt = require_lib39();
    var exp = require_lib58();
    var TWO_PI = require_lib109();
    var polyvalC0 = require_polyval_c0();
    var polyvalC1 = require_polyval_c1();
    var polyvalC2 = require_polyval_c2();
    var polyvalC3 = require_polyval_c3();
    var polyvalC4 = require_polyval_c4();
    var polyvalC5 = require_polyval_c5();
    var polyvalC6 = require_polyval_c6();
    var polyvalC7 = require_polyval_c7();
    var polyvalC8 = require_polyval_c8();
    var workspace = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    function igammaTemmeLarge(a, x) {
      var result;
      var sigma;
      var phi;
      var y;
      var z2;
      sigma = (x - a) / a;
      phi = -log1pmx(sigma);
      y = a * phi;
      z2 = sqrt(2 * phi);
      if (x < a) {
        z2 = -z2;
      }
      workspace[0] = polyvalC0(z2);
      workspace[1] = polyvalC1(z2);
      workspace[2] = polyvalC2(z2);
      workspace[3] = polyvalC3(z2);
      workspace[4] = polyvalC4(z2);
      workspace[5] = polyvalC5(z2);
      workspace[6] = polyvalC6(z2);
      workspace[7] = polyvalC7(z2);
      workspace[8] = polyvalC8(z2);
      workspace[9] = -5967612901927463e-19;
      result = evalpoly(workspace, 1 / a);
      result *= exp(-y) / sqrt(TWO_PI * a);
      if (x < a) {
        result = -result;
      }
      result += erfc(sqrt(y)) / 2;
      return result;
    }
    module.exports = igammaTemmeLarge;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/lower_incomplete_gamma_series.js
var require_lower_incomplete_gamma_series = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/lower_incomplete_gamma_series.js"(exports, module) {
    "use strict";
    function lowerIncompleteGammaSeries(a1, z1) {
      var result = 1;
      var a = a1;
      var z2 = z1;
      return next;
      function next() {
        var r = result;
        a += 1;
        result *= z2 / a;
        return r;
      }
    }
    module.exports = lowerIncompleteGammaSeries;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/lower_gamma_series.js
var require_lower_gamma_series = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/lower_gamma_series.js"(exports, module) {
    "use strict";
    var sumSeries = require_lib103();
    var lowerIncompleteGammaSeries = require_lower_incomplete_gamma_series();
    function lowerGammaSeries(a, z2, initialValue) {
      var result;
      var s3;
      initialValue = initialValue || 0;
      s3 = lowerIncompleteGammaSeries(a, z2);
      result = sumSeries(s3, {
        "initialValue": initialValue
      });
      return result;
    }
    module.exports = lowerGammaSeries;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/rational_pq.js
var require_rational_pq4 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/rational_pq.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return Infinity;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 709811.662581658 + x * (679979.8474157227 + x * (293136.7857211597 + x * (74887.54032914672 + x * (12555.290582413863 + x * (1443.4299244417066 + x * (115.24194596137347 + x * (6.309239205732627 + x * (0.22668404630224365 + x * (0.004826466289237662 + x * 4624429436045379e-20)))))))));
        s22 = 0 + x * (362880 + x * (1026576 + x * (1172700 + x * (723680 + x * (269325 + x * (63273 + x * (9450 + x * (870 + x * (45 + x * 1)))))))));
      } else {
        x = 1 / x;
        s1 = 4624429436045379e-20 + x * (0.004826466289237662 + x * (0.22668404630224365 + x * (6.309239205732627 + x * (115.24194596137347 + x * (1443.4299244417066 + x * (12555.290582413863 + x * (74887.54032914672 + x * (293136.7857211597 + x * (679979.8474157227 + x * 709811.662581658)))))))));
        s22 = 1 + x * (45 + x * (870 + x * (9450 + x * (63273 + x * (269325 + x * (723680 + x * (1172700 + x * (1026576 + x * (362880 + x * 0)))))))));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/main.js
var require_main75 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/main.js"(exports, module) {
    "use strict";
    var gammaLanczosSumExpGScaled = require_rational_pq4();
    module.exports = gammaLanczosSumExpGScaled;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/index.js
var require_lib110 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main75();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/regularised_gamma_prefix.js
var require_regularised_gamma_prefix = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/regularised_gamma_prefix.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib110();
    var gammaln = require_lib98();
    var gamma = require_lib89();
    var log1pmx = require_lib108();
    var sqrt = require_lib39();
    var abs = require_lib42();
    var exp = require_lib58();
    var pow = require_lib67();
    var max = require_lib72();
    var min = require_lib74();
    var ln2 = require_lib95();
    var FLOAT64_MAX = require_lib75();
    var MAX_LN = require_lib99();
    var MIN_LN = require_lib105();
    var G2 = require_lib93();
    var E = require_lib68();
    function regularisedGammaPrefix(a, z2) {
      var prefix;
      var amza;
      var agh;
      var alz;
      var amz;
      var sq;
      var d;
      agh = a + G2 - 0.5;
      d = (z2 - a - G2 + 0.5) / agh;
      if (a < 1) {
        if (z2 <= MIN_LN || a < 1 / FLOAT64_MAX) {
          return exp(a * ln2(z2) - z2 - gammaln(a));
        }
        return pow(z2, a) * exp(-z2) / gamma(a);
      }
      if (abs(d * d * a) <= 100 && a > 150) {
        prefix = a * log1pmx(d) + z2 * (0.5 - G2) / agh;
        prefix = exp(prefix);
      } else {
        alz = a * ln2(z2 / agh);
        amz = a - z2;
        if (min(alz, amz) <= MIN_LN || max(alz, amz) >= MAX_LN) {
          amza = amz / a;
          if (min(alz, amz) / 2 > MIN_LN && max(alz, amz) / 2 < MAX_LN) {
            sq = pow(z2 / agh, a / 2) * exp(amz / 2);
            prefix = sq * sq;
          } else if (min(alz, amz) / 4 > MIN_LN && max(alz, amz) / 4 < MAX_LN && z2 > a) {
            sq = pow(z2 / agh, a / 4) * exp(amz / 4);
            prefix = sq * sq;
            prefix *= prefix;
          } else if (amza > MIN_LN && amza < MAX_LN) {
            prefix = pow(z2 * exp(amza) / agh, a);
          } else {
            prefix = exp(alz + amz);
          }
        } else {
          prefix = pow(z2 / agh, a) * exp(amz);
        }
      }
      prefix *= sqrt(agh / E) / lanczosSumExpGScaled(a);
      return prefix;
    }
    module.exports = regularisedGammaPrefix;
  }
});

// node_modules/@stdlib/math-base-special-powm1/lib/main.js
var require_main76 = __commonJS({
  "node_modules/@stdlib/math-base-special-powm1/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isinfinite = require_lib48();
    var abs = require_lib42();
    var expm1 = require_lib36();
    var ln2 = require_lib95();
    var pow = require_lib67();
    var trunc = require_lib44();
    function powm1(b2, x) {
      var result;
      var y;
      if (isnan(b2) || isnan(x)) {
        return NaN;
      }
      if (x === 0) {
        return 0;
      }
      if (b2 === 0) {
        return -1;
      }
      if (b2 < 0 && x % 2 === 0) {
        b2 = -b2;
      }
      if (b2 > 0) {
        if (abs(x * (b2 - 1)) < 0.5 || abs(x) < 0.2) {
          y = ln2(b2) * x;
          if (y < 0.5) {
            return expm1(y);
          }
        }
      } else if (trunc(x) !== x) {
        return NaN;
      }
      result = pow(b2, x) - 1;
      if (isinfinite(result) || isnan(result)) {
        return NaN;
      }
      return result;
    }
    module.exports = powm1;
  }
});

// node_modules/@stdlib/math-base-special-powm1/lib/index.js
var require_lib111 = __commonJS({
  "node_modules/@stdlib/math-base-special-powm1/lib/index.js"(exports, module) {
    "use strict";
    var powm1 = require_main76();
    module.exports = powm1;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p1q1.js
var require_rational_p1q1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p1q1.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return -0.01803556856784494;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.01803556856784494 + x * (0.02512664961998968 + x * (0.049410315156753225 + x * (0.0172491608709614 + x * (-2594535632054381e-19 + x * (-5410098692152044e-19 + x * (-3245886498259485e-20 + x * 0))))));
        s22 = 1 + x * (1.962029871977952 + x * (1.4801966942423133 + x * (0.5413914320717209 + x * (0.09885042511280101 + x * (0.008213096746488934 + x * (22493629192211576e-20 + x * -22335276320861708e-23))))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (-3245886498259485e-20 + x * (-5410098692152044e-19 + x * (-2594535632054381e-19 + x * (0.0172491608709614 + x * (0.049410315156753225 + x * (0.02512664961998968 + x * -0.01803556856784494))))));
        s22 = -22335276320861708e-23 + x * (22493629192211576e-20 + x * (0.008213096746488934 + x * (0.09885042511280101 + x * (0.5413914320717209 + x * (1.4801966942423133 + x * (1.962029871977952 + x * 1))))));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p2q2.js
var require_rational_p2q2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p2q2.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return 0.04906224540690395;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.04906224540690395 + x * (-0.09691175301595212 + x * (-0.4149833583594954 + x * (-0.4065671242119384 + x * (-0.1584135863906922 + x * (-0.024014982064857155 + x * -0.0010034668769627955)))));
        s22 = 1 + x * (3.0234982984646304 + x * (3.4873958536072385 + x * (1.9141558827442668 + x * (0.5071377386143635 + x * (0.05770397226904519 + x * 0.001957681026011072)))));
      } else {
        x = 1 / x;
        s1 = -0.0010034668769627955 + x * (-0.024014982064857155 + x * (-0.1584135863906922 + x * (-0.4065671242119384 + x * (-0.4149833583594954 + x * (-0.09691175301595212 + x * 0.04906224540690395)))));
        s22 = 0.001957681026011072 + x * (0.05770397226904519 + x * (0.5071377386143635 + x * (1.9141558827442668 + x * (3.4873958536072385 + x * (3.0234982984646304 + x * 1)))));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p3q3.js
var require_rational_p3q3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p3q3.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return -0.029232972183027003;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.029232972183027003 + x * (0.14421626775719232 + x * (-0.14244039073863127 + x * (0.05428096940550536 + x * (-0.008505359768683364 + x * (4311713426792973e-19 + x * 0)))));
        s22 = 1 + x * (-1.5016935605448505 + x * (0.846973248876495 + x * (-0.22009515181499575 + x * (0.02558279715597587 + x * (-0.0010066679553914337 + x * -8271935218912905e-22)))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (4311713426792973e-19 + x * (-0.008505359768683364 + x * (0.05428096940550536 + x * (-0.14244039073863127 + x * (0.14421626775719232 + x * -0.029232972183027003)))));
        s22 = -8271935218912905e-22 + x * (-0.0010066679553914337 + x * (0.02558279715597587 + x * (-0.22009515181499575 + x * (0.846973248876495 + x * (-1.5016935605448505 + x * 1)))));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/lgamma_small_imp.js
var require_lgamma_small_imp = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/lgamma_small_imp.js"(exports, module) {
    "use strict";
    var ln2 = require_lib95();
    var EPS = require_lib69();
    var rateval1 = require_rational_p1q1();
    var rateval2 = require_rational_p2q2();
    var rateval3 = require_rational_p3q3();
    var Y1 = 0.15896368026733398;
    var Y2 = 0.5281534194946289;
    var Y3 = 0.45201730728149414;
    function lgammaSmallImp(z2, zm1, zm2) {
      var prefix;
      var result;
      var r;
      var R2;
      if (z2 < EPS) {
        return -ln2(z2);
      }
      if (zm1 === 0 || zm2 === 0) {
        return 0;
      }
      result = 0;
      if (z2 > 2) {
        if (z2 >= 3) {
          do {
            z2 -= 1;
            zm2 -= 1;
            result += ln2(z2);
          } while (z2 >= 3);
          zm2 = z2 - 2;
        }
        r = zm2 * (z2 + 1);
        R2 = rateval1(zm2);
        result += r * Y1 + r * R2;
        return result;
      }
      if (z2 < 1) {
        result += -ln2(z2);
        zm2 = zm1;
        zm1 = z2;
        z2 += 1;
      }
      if (z2 <= 1.5) {
        r = rateval2(zm1);
        prefix = zm1 * zm2;
        result += prefix * Y2 + prefix * r;
        return result;
      }
      r = zm2 * zm1;
      R2 = rateval3(-zm2);
      result += r * Y3 + r * R2;
      return result;
    }
    module.exports = lgammaSmallImp;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/main.js
var require_main77 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/main.js"(exports, module) {
    "use strict";
    var gamma = require_lib89();
    var expm1 = require_lib36();
    var log1p = require_lib38();
    var isnan = require_lib6();
    var lgammaSmallImp = require_lgamma_small_imp();
    function gamma1pm1(x) {
      if (isnan(x)) {
        return NaN;
      }
      if (x < 0) {
        if (x < -0.5) {
          return gamma(1 + x) - 1;
        }
        return expm1(-log1p(x) + lgammaSmallImp(x + 2, x + 1, x));
      }
      if (x < 2) {
        return expm1(lgammaSmallImp(x + 1, x, x - 1));
      }
      return gamma(1 + x) - 1;
    }
    module.exports = gamma1pm1;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/index.js
var require_lib112 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/index.js"(exports, module) {
    "use strict";
    var gamma1pm1 = require_main77();
    module.exports = gamma1pm1;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/small_gamma2_series.js
var require_small_gamma2_series = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/small_gamma2_series.js"(exports, module) {
    "use strict";
    function smallGamma2Series(a, x) {
      var result;
      var apn;
      var n;
      var r;
      result = -x;
      x = -x;
      apn = a + 1;
      n = 1;
      return next;
      function next() {
        r = result / apn;
        result *= x;
        n += 1;
        result /= n;
        apn += 1;
        return r;
      }
    }
    module.exports = smallGamma2Series;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_small_upper_part.js
var require_tgamma_small_upper_part = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_small_upper_part.js"(exports, module) {
    "use strict";
    var powm1 = require_lib111();
    var sumSeries = require_lib103();
    var gamma1pm1 = require_lib112();
    var smallGamma2Series = require_small_gamma2_series();
    function tgammaSmallUpperPart(a, x, invert) {
      var initialValue;
      var result;
      var pgam;
      var p2;
      var s3;
      result = gamma1pm1(a);
      pgam = (result + 1) / a;
      p2 = powm1(x, a);
      result -= p2;
      result /= a;
      s3 = smallGamma2Series(a, x);
      p2 += 1;
      initialValue = invert ? pgam : 0;
      result = -p2 * sumSeries(s3, {
        "initialValue": (initialValue - result) / p2
      });
      if (invert) {
        result = -result;
      }
      return [result, pgam];
    }
    module.exports = tgammaSmallUpperPart;
  }
});

// node_modules/@stdlib/constants-float32-smallest-normal/lib/index.js
var require_lib113 = __commonJS({
  "node_modules/@stdlib/constants-float32-smallest-normal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT32_SMALLEST_NORMAL = 11754943508222875e-54;
    module.exports = FLOAT32_SMALLEST_NORMAL;
  }
});

// node_modules/@stdlib/math-base-tools-continued-fraction/lib/generators.js
var require_generators2 = __commonJS({
  "node_modules/@stdlib/math-base-tools-continued-fraction/lib/generators.js"(exports, module) {
    "use strict";
    var abs = require_lib42();
    var FLOAT32_SMALLEST_NORMAL = require_lib113();
    var EPS = require_lib69();
    var MAX_ITER = 1e6;
    function continuedFractionA(gen, factor, maxIter) {
      var isgenerator;
      var delta;
      var a0;
      var f2;
      var C2;
      var D;
      var v2;
      isgenerator = typeof gen.next === "function";
      v2 = isgenerator ? gen.next().value : gen();
      f2 = v2[1];
      a0 = v2[0];
      if (f2 === 0) {
        f2 = FLOAT32_SMALLEST_NORMAL;
      }
      C2 = f2;
      D = 0;
      if (isgenerator === true) {
        do {
          v2 = gen.next().value;
          if (v2) {
            D = v2[1] + v2[0] * D;
            if (D === 0) {
              D = FLOAT32_SMALLEST_NORMAL;
            }
            C2 = v2[1] + v2[0] / C2;
            if (C2 === 0) {
              C2 = FLOAT32_SMALLEST_NORMAL;
            }
            D = 1 / D;
            delta = C2 * D;
            f2 *= delta;
          }
        } while (abs(delta - 1) > factor && --maxIter);
      } else {
        do {
          v2 = gen();
          if (v2) {
            D = v2[1] + v2[0] * D;
            if (D === 0) {
              D = FLOAT32_SMALLEST_NORMAL;
            }
            C2 = v2[1] + v2[0] / C2;
            if (C2 === 0) {
              C2 = FLOAT32_SMALLEST_NORMAL;
            }
            D = 1 / D;
            delta = C2 * D;
            f2 *= delta;
          }
        } while (v2 && abs(delta - 1) > factor && --maxIter);
      }
      return a0 / f2;
    }
    function continuedFractionB(gen, factor, maxIter) {
      var isgenerator;
      var delta;
      var f2;
      var C2;
      var D;
      var v2;
      isgenerator = typeof gen.next === "function";
      v2 = isgenerator ? gen.next().value : gen();
      f2 = v2[1];
      if (f2 === 0) {
        f2 = FLOAT32_SMALLEST_NORMAL;
      }
      C2 = f2;
      D = 0;
      if (isgenerator === true) {
        do {
          v2 = gen.next().value;
          if (v2) {
            D = v2[1] + v2[0] * D;
            if (D === 0) {
              D = FLOAT32_SMALLEST_NORMAL;
            }
            C2 = v2[1] + v2[0] / C2;
            if (C2 === 0) {
              C2 = FLOAT32_SMALLEST_NORMAL;
            }
            D = 1 / D;
            delta = C2 * D;
            f2 *= delta;
          }
        } while (v2 && abs(delta - 1) > factor && --maxIter);
      } else {
        do {
          v2 = gen();
          if (v2) {
            D = v2[1] + v2[0] * D;
            if (D === 0) {
              D = FLOAT32_SMALLEST_NORMAL;
            }
            C2 = v2[1] + v2[0] / C2;
            if (C2 === 0) {
              C2 = FLOAT32_SMALLEST_NORMAL;
            }
            D = 1 / D;
            delta = C2 * D;
            f2 *= delta;
          }
        } while (v2 && abs(delta - 1) > factor && --maxIter);
      }
      return f2;
    }
    function continuedFraction(generator, options) {
      var maxIter;
      var opts;
      var eps;
      opts = {};
      if (arguments.length > 1) {
        opts = options;
      }
      maxIter = opts.maxIter || MAX_ITER;
      eps = opts.tolerance || EPS;
      if (opts.keep) {
        return continuedFractionB(generator, eps, maxIter);
      }
      return continuedFractionA(generator, eps, maxIter);
    }
    module.exports = continuedFraction;
  }
});

// node_modules/@stdlib/math-base-tools-continued-fraction/lib/basic.js
var require_basic2 = __commonJS({
  "node_modules/@stdlib/math-base-tools-continued-fraction/lib/basic.js"(exports, module) {
    "use strict";
    var abs = require_lib42();
    var EPS = require_lib69();
    var FLOAT32_SMALLEST_NORMAL = require_lib113();
    var MAX_ITER = 1e6;
    function continuedFractionA(gen, factor, maxIter) {
      var delta;
      var a0;
      var C2;
      var D;
      var f2;
      var v2;
      v2 = gen();
      f2 = v2[1];
      a0 = v2[0];
      if (f2 === 0) {
        f2 = FLOAT32_SMALLEST_NORMAL;
      }
      C2 = f2;
      D = 0;
      do {
        v2 = gen();
        if (v2) {
          D = v2[1] + v2[0] * D;
          if (D === 0) {
            D = FLOAT32_SMALLEST_NORMAL;
          }
          C2 = v2[1] + v2[0] / C2;
          if (C2 === 0) {
            C2 = FLOAT32_SMALLEST_NORMAL;
          }
          D = 1 / D;
          delta = C2 * D;
          f2 *= delta;
        }
      } while (v2 && abs(delta - 1) > factor && --maxIter);
      return a0 / f2;
    }
    function continuedFractionB(gen, factor, maxIter) {
      var delta;
      var C2;
      var D;
      var f2;
      var v2;
      v2 = gen();
      f2 = v2[1];
      if (f2 === 0) {
        f2 = FLOAT32_SMALLEST_NORMAL;
      }
      C2 = f2;
      D = 0;
      do {
        v2 = gen();
        if (v2) {
          D = v2[1] + v2[0] * D;
          if (D === 0) {
            D = FLOAT32_SMALLEST_NORMAL;
          }
          C2 = v2[1] + v2[0] / C2;
          if (C2 === 0) {
            C2 = FLOAT32_SMALLEST_NORMAL;
          }
          D = 1 / D;
          delta = C2 * D;
          f2 *= delta;
        }
      } while (v2 && abs(delta - 1) > factor && --maxIter);
      return f2;
    }
    function continuedFraction(generator, options) {
      var maxIter;
      var opts;
      var eps;
      opts = {};
      if (arguments.length > 1) {
        opts = options;
      }
      eps = opts.tolerance || EPS;
      maxIter = opts.maxIter || MAX_ITER;
      if (opts.keep) {
        return continuedFractionB(generator, eps, maxIter);
      }
      return continuedFractionA(generator, eps, maxIter);
    }
    module.exports = continuedFraction;
  }
});

// node_modules/@stdlib/math-base-tools-continued-fraction/lib/index.js
var require_lib114 = __commonJS({
  "node_modules/@stdlib/math-base-tools-continued-fraction/lib/index.js"(exports, module) {
    "use strict";
    var hasGeneratorSupport = require_lib102();
    var generator = require_generators2();
    var basic = require_basic2();
    var continuedFraction;
    if (hasGeneratorSupport()) {
      continuedFraction = generator;
    } else {
      continuedFraction = basic;
    }
    module.exports = continuedFraction;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/upper_incomplete_gamma_fract.js
var require_upper_incomplete_gamma_fract = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/upper_incomplete_gamma_fract.js"(exports, module) {
    "use strict";
    function upperIncompleteGammaFract(a1, z1) {
      var z2 = z1 - a1 + 1;
      var a = a1;
      var k2 = 0;
      return next;
      function next() {
        k2 += 1;
        z2 += 2;
        return [
          k2 * (a - k2),
          z2
        ];
      }
    }
    module.exports = upperIncompleteGammaFract;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/upper_gamma_fraction.js
var require_upper_gamma_fraction = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/upper_gamma_fraction.js"(exports, module) {
    "use strict";
    var continuedFraction = require_lib114();
    var upperIncompleteGammaFract = require_upper_incomplete_gamma_fract();
    function upperGammaFraction(a, z2) {
      var f2 = upperIncompleteGammaFract(a, z2);
      return 1 / (z2 - a + 1 + continuedFraction(f2));
    }
    module.exports = upperGammaFraction;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/igamma_final.js
var require_igamma_final = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/igamma_final.js"(exports, module) {
    "use strict";
    var floor = require_lib37();
    var gamma = require_lib89();
    var abs = require_lib42();
    var pow = require_lib67();
    var ln2 = require_lib95();
    var SQRT_EPSILON = require_lib100();
    var FLOAT64_MAX = require_lib75();
    var MAX_LN = require_lib99();
    var tgammaILargeX = require_tgamma_i_large_x();
    var finiteGammaQ = require_finite_gamma_q();
    var finiteHalfGammaQ = require_finite_half_gamma_q();
    var fullIGammaPrefix = require_full_igamma_prefix();
    var igammaTemmeLarge = require_igamma_temme_large();
    var lowerGammaSeries = require_lower_gamma_series();
    var regularisedGammaPrefix = require_regularised_gamma_prefix();
    var tgammaSmallUpperPart = require_tgamma_small_upper_part();
    var upperGammaFraction = require_upper_gamma_fraction();
    function igammaFinal(x, a, regularized, upper) {
      var optimisedInvert;
      var evalMethod;
      var isHalfInt;
      var initValue;
      var useTemme;
      var isSmallA;
      var result;
      var invert;
      var isInt;
      var sigma;
      var res;
      var gam;
      var fa;
      var g2;
      result = 0;
      invert = upper;
      isSmallA = a < 30 && a <= x + 1 && x < MAX_LN;
      if (isSmallA) {
        fa = floor(a);
        isInt = fa === a;
        isHalfInt = isInt ? false : abs(fa - a) === 0.5;
      } else {
        isInt = false;
        isHalfInt = false;
      }
      if (isInt && x > 0.6) {
        invert = !invert;
        evalMethod = 0;
      } else if (isHalfInt && x > 0.2) {
        invert = !invert;
        evalMethod = 1;
      } else if (x < SQRT_EPSILON && a > 1) {
        evalMethod = 6;
      } else if (x > 1e3 && (a < x || abs(a - 50) / x < 1)) {
        invert = !invert;
        evalMethod = 7;
      } else if (x < 0.5) {
        if (-0.4 / ln2(x) < a) {
          evalMethod = 2;
        } else {
          evalMethod = 3;
        }
      } else if (x < 1.1) {
        if (x * 0.75 < a) {
          evalMethod = 2;
        } else {
          evalMethod = 3;
        }
      } else {
        useTemme = false;
        if (regularized && a > 20) {
          sigma = abs((x - a) / a);
          if (a > 200) {
            if (20 / a > sigma * sigma) {
              useTemme = true;
            }
          } else if (sigma < 0.4) {
            useTemme = true;
          }
        }
        if (useTemme) {
          evalMethod = 5;
        } else if (x - 1 / (3 * x) < a) {
          evalMethod = 2;
        } else {
          evalMethod = 4;
          invert = !invert;
        }
      }
      switch (evalMethod) {
        case 0:
          result = finiteGammaQ(a, x);
          if (regularized === false) {
            result *= gamma(a);
          }
          break;
        case 1:
          result = finiteHalfGammaQ(a, x);
          if (regularized === false) {
            result *= gamma(a);
          }
          break;
        case 2:
          result = regularized ? regularisedGammaPrefix(a, x) : fullIGammaPrefix(a, x);
          if (result !== 0) {
            initValue = 0;
            optimisedInvert = false;
            if (invert) {
              initValue = regularized ? 1 : gamma(a);
              if (regularized || result >= 1 || FLOAT64_MAX * result > initValue) {
                initValue /= result;
                if (regularized || a < 1 || FLOAT64_MAX / a > initValue) {
                  initValue *= -a;
                  optimisedInvert = true;
                } else {
                  initValue = 0;
                }
              } else {
                initValue = 0;
              }
            }
            result *= lowerGammaSeries(a, x, initValue) / a;
            if (optimisedInvert) {
              invert = false;
              result = -result;
            }
          }
          break;
        case 3:
          invert = !invert;
          res = tgammaSmallUpperPart(a, x, invert);
          result = res[0];
          g2 = res[1];
          invert = false;
          if (regularized) {
            result /= g2;
          }
          break;
        case 4:
          result = regularized ? regularisedGammaPrefix(a, x) : fullIGammaPrefix(a, x);
          if (result !== 0) {
            result *= upperGammaFraction(a, x);
          }
          break;
        case 5:
          result = igammaTemmeLarge(a, x);
          if (x >= a) {
            invert = !invert;
          }
          break;
        case 6:
          result = regularized ? pow(x, a) / gamma(a + 1) : pow(x, a) / a;
          result *= 1 - a * x / (a + 1);
          break;
        case 7:
          result = regularized ? regularisedGammaPrefix(a, x) : fullIGammaPrefix(a, x);
          result /= x;
          if (result !== 0) {
            result *= tgammaILargeX(a, x);
          }
          break;
      }
      if (regularized && result > 1) {
        result = 1;
      }
      if (invert) {
        gam = regularized ? 1 : gamma(a);
        result = gam - result;
      }
      return result;
    }
    module.exports = igammaFinal;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/main.js
var require_main78 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/main.js"(exports, module) {
    "use strict";
    var gammaln = require_lib98();
    var exp = require_lib58();
    var ln2 = require_lib95();
    var SQRT_TWO_PI = require_lib87();
    var MAX_LN = require_lib99();
    var PINF = require_lib31();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib90();
    var igammaFinal = require_igamma_final();
    var lowerGammaSeries = require_lower_gamma_series();
    var upperGammaFraction = require_upper_gamma_fraction();
    function gammainc(x, a, regularized, upper) {
      var normalized;
      var initValue;
      var invert;
      var result;
      if (x < 0 || a <= 0) {
        return NaN;
      }
      normalized = regularized === void 0 ? true : regularized;
      invert = upper;
      if (a >= FLOAT64_MAX_NTH_FACTORIAL && !normalized) {
        if (invert && a * 4 < x) {
          result = a * ln2(x) - x;
          result += ln2(upperGammaFraction(a, x));
        } else if (!invert && a > 4 * x) {
          result = a * ln2(x) - x;
          initValue = 0;
          result += ln2(lowerGammaSeries(a, x, initValue) / a);
        } else {
          result = igammaFinal(x, a, true, invert);
          if (result === 0) {
            if (invert) {
              result = 1 + 1 / (12 * a) + 1 / (288 * a * a);
              result = ln2(result) - a + (a - 0.5) * ln2(a);
              result += ln2(SQRT_TWO_PI);
            } else {
              result = a * ln2(x) - x;
              initValue = 0;
              result += ln2(lowerGammaSeries(a, x, initValue) / a);
            }
          } else {
            result = ln2(result) + gammaln(a);
          }
        }
        if (result > MAX_LN) {
          return PINF;
        }
        return exp(result);
      }
      return igammaFinal(x, a, normalized, invert);
    }
    module.exports = gammainc;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/index.js
var require_lib115 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main78();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/full_igamma_prefix.js
var require_full_igamma_prefix2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/full_igamma_prefix.js"(exports, module) {
    "use strict";
    var exp = require_lib58();
    var pow = require_lib67();
    var ln2 = require_lib95();
    var MAX_LN = require_lib99();
    var MIN_LN = require_lib105();
    function fullIGammaPrefix(a, z2) {
      var prefix;
      var alz;
      alz = a * ln2(z2);
      if (z2 >= 1) {
        if (alz < MAX_LN && -z2 > MIN_LN) {
          prefix = pow(z2, a) * exp(-z2);
        } else if (a >= 1) {
          prefix = pow(z2 / exp(z2 / a), a);
        } else {
          prefix = exp(alz - z2);
        }
      } else if (alz > MIN_LN) {
        prefix = pow(z2, a) * exp(-z2);
      } else if (z2 / a < MAX_LN) {
        prefix = pow(z2 / exp(z2 / a), a);
      } else {
        prefix = exp(alz - z2);
      }
      return prefix;
    }
    module.exports = fullIGammaPrefix;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/regularized_gamma_prefix.js
var require_regularized_gamma_prefix = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/regularized_gamma_prefix.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib110();
    var gammaln = require_lib98();
    var gamma = require_lib89();
    var log1p = require_lib38();
    var sqrt = require_lib39();
    var abs = require_lib42();
    var exp = require_lib58();
    var pow = require_lib67();
    var max = require_lib72();
    var min = require_lib74();
    var ln2 = require_lib95();
    var MAX_LN = require_lib99();
    var MIN_LN = require_lib105();
    var G2 = require_lib93();
    var E = require_lib68();
    function regularizedGammaPrefix(a, z2) {
      var prefix;
      var amza;
      var agh;
      var alz;
      var amz;
      var sq;
      var d;
      agh = a + G2 - 0.5;
      d = (z2 - a - G2 + 0.5) / agh;
      if (a < 1) {
        if (z2 <= MIN_LN) {
          return exp(a * ln2(z2) - z2 - gammaln(a));
        }
        return pow(z2, a) * exp(-z2) / gamma(a);
      }
      if (abs(d * d * a) <= 100 && a > 150) {
        prefix = a * (log1p(d) - d) + z2 * (0.5 - G2) / agh;
        prefix = exp(prefix);
      } else {
        alz = a * ln2(z2 / agh);
        amz = a - z2;
        if (min(alz, amz) <= MIN_LN || max(alz, amz) >= MAX_LN) {
          amza = amz / a;
          if (min(alz, amz) / 2 > MIN_LN && max(alz, amz) / 2 < MAX_LN) {
            sq = pow(z2 / agh, a / 2) * exp(amz / 2);
            prefix = sq * sq;
          } else if (min(alz, amz) / 4 > MIN_LN && max(alz, amz) / 4 < MAX_LN && z2 > a) {
            sq = pow(z2 / agh, a / 4) * exp(amz / 4);
            prefix = sq * sq;
            prefix *= prefix;
          } else if (amza > MIN_LN && amza < MAX_LN) {
            prefix = pow(z2 * exp(amza) / agh, a);
          } else {
            prefix = exp(alz + amz);
          }
        } else {
          prefix = pow(z2 / agh, a) * exp(amz);
        }
      }
      prefix *= sqrt(agh / E) / lanczosSumExpGScaled(a);
      return prefix;
    }
    module.exports = regularizedGammaPrefix;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/beta_small_b_large_a_series.js
var require_beta_small_b_large_a_series = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/beta_small_b_large_a_series.js"(exports, module) {
    "use strict";
    var gammaDeltaRatio = require_lib94();
    var factorial = require_lib91();
    var gammainc = require_lib115();
    var log1p = require_lib38();
    var abs = require_lib42();
    var pow = require_lib67();
    var ln2 = require_lib95();
    var MIN_VALUE = require_lib53();
    var EPSILON = require_lib69();
    var fullIGammaPrefix = require_full_igamma_prefix2();
    var regularizedGammaPrefix = require_regularized_gamma_prefix();
    var p2 = new Array(30);
    function betaSmallBLargeASeries(a, b2, x, y, s0, mult, normalized) {
      var prefix;
      var tmp1;
      var tnp1;
      var sum;
      var b2n;
      var bm1;
      var lx2;
      var lxp;
      var mbn;
      var lx;
      var t4;
      var h;
      var j2;
      var m2;
      var n;
      var r;
      var t;
      var u2;
      bm1 = b2 - 1;
      t = a + bm1 / 2;
      if (y < 0.35) {
        lx = log1p(-y);
      } else {
        lx = ln2(x);
      }
      u2 = -t * lx;
      h = regularizedGammaPrefix(b2, u2);
      if (h <= MIN_VALUE) {
        return s0;
      }
      if (normalized) {
        prefix = h / gammaDeltaRatio(a, b2);
        prefix /= pow(t, b2);
      } else {
        prefix = fullIGammaPrefix(b2, u2) / pow(t, b2);
      }
      prefix *= mult;
      p2[0] = 1;
      j2 = gammainc(u2, b2, true, true);
      j2 /= h;
      sum = s0 + prefix * j2;
      tnp1 = 1;
      lx2 = lx / 2;
      lx2 *= lx2;
      lxp = 1;
      t4 = 4 * t * t;
      b2n = b2;
      for (n = 1; n < p2.length; ++n) {
        tnp1 += 2;
        p2[n] = 0;
        mbn = b2 - n;
        tmp1 = 3;
        for (m2 = 1; m2 < n; ++m2) {
          mbn = m2 * b2 - n;
          p2[n] += mbn * p2[n - m2] / factorial(tmp1);
          tmp1 += 2;
        }
        p2[n] /= n;
        p2[n] += bm1 / factorial(tnp1);
        j2 = (b2n * (b2n + 1) * j2 + (u2 + b2n + 1) * lxp) / t4;
        lxp *= lx2;
        b2n += 2;
        r = prefix * p2[n] * j2;
        sum += r;
        if (r > 1) {
          if (abs(r) < abs(EPSILON * sum)) {
            break;
          }
        } else if (abs(r / EPSILON) < abs(sum)) {
          break;
        }
      }
      return sum;
    }
    module.exports = betaSmallBLargeASeries;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/rising_factorial_ratio.js
var require_rising_factorial_ratio = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/rising_factorial_ratio.js"(exports, module) {
    "use strict";
    function risingFactorialRatio(a, b2, k2) {
      var result;
      var i;
      if (k2 === 0) {
        return 1;
      }
      result = 1;
      for (i = 0; i < k2; i++) {
        result *= (a + i) / (b2 + i);
      }
      return result;
    }
    module.exports = risingFactorialRatio;
  }
});

// node_modules/@stdlib/math-base-special-maxabs/lib/main.js
var require_main79 = __commonJS({
  "node_modules/@stdlib/math-base-special-maxabs/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib42();
    var max = require_lib72();
    function maxabs(x, y) {
      return max(abs(x), abs(y));
    }
    module.exports = maxabs;
  }
});

// node_modules/@stdlib/math-base-special-maxabs/lib/index.js
var require_lib116 = __commonJS({
  "node_modules/@stdlib/math-base-special-maxabs/lib/index.js"(exports, module) {
    "use strict";
    var maxabs = require_main79();
    module.exports = maxabs;
  }
});

// node_modules/@stdlib/math-base-special-minabs/lib/main.js
var require_main80 = __commonJS({
  "node_modules/@stdlib/math-base-special-minabs/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib42();
    var min = require_lib74();
    function minabs(x, y) {
      return min(abs(x), abs(y));
    }
    module.exports = minabs;
  }
});

// node_modules/@stdlib/math-base-special-minabs/lib/index.js
var require_lib117 = __commonJS({
  "node_modules/@stdlib/math-base-special-minabs/lib/index.js"(exports, module) {
    "use strict";
    var minabs = require_main80();
    module.exports = minabs;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_power_terms.js
var require_ibeta_power_terms = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_power_terms.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib110();
    var maxabs = require_lib116();
    var minabs = require_lib117();
    var expm1 = require_lib36();
    var log1p = require_lib38();
    var sqrt = require_lib39();
    var abs = require_lib42();
    var exp = require_lib58();
    var pow = require_lib67();
    var min = require_lib74();
    var ln2 = require_lib95();
    var MAX_LN = require_lib99();
    var MIN_LN = require_lib105();
    var G2 = require_lib93();
    var E = require_lib68();
    function ibetaPowerTerms(a, b2, x, y, normalized) {
      var result;
      var smallA;
      var ratio;
      var agh;
      var bgh;
      var cgh;
      var l1;
      var l2;
      var l3;
      var p1;
      var b1;
      var b22;
      var c;
      var l;
      if (!normalized) {
        return pow(x, a) * pow(y, b2);
      }
      c = a + b2;
      agh = a + G2 - 0.5;
      bgh = b2 + G2 - 0.5;
      cgh = c + G2 - 0.5;
      result = lanczosSumExpGScaled(c);
      result /= lanczosSumExpGScaled(a) * lanczosSumExpGScaled(b2);
      result *= sqrt(bgh / E);
      result *= sqrt(agh / cgh);
      l1 = (x * b2 - y * agh) / agh;
      l2 = (y * a - x * bgh) / bgh;
      if (minabs(l1, l2) < 0.2) {
        if (l1 * l2 > 0 || min(a, b2) < 1) {
          if (abs(l1) < 0.1) {
            result *= exp(a * log1p(l1));
          } else {
            result *= pow(x * cgh / agh, a);
          }
          if (abs(l2) < 0.1) {
            result *= exp(b2 * log1p(l2));
          } else {
            result *= pow(y * cgh / bgh, b2);
          }
        } else if (maxabs(l1, l2) < 0.5) {
          smallA = a < b2;
          ratio = b2 / a;
          if (smallA && ratio * l2 < 0.1 || !smallA && l1 / ratio > 0.1) {
            l3 = expm1(ratio * log1p(l2));
            l3 = l1 + l3 + l3 * l1;
            l3 = a * log1p(l3);
            result *= exp(l3);
          } else {
            l3 = expm1(log1p(l1) / ratio);
            l3 = l2 + l3 + l3 * l2;
            l3 = b2 * log1p(l3);
            result *= exp(l3);
          }
        } else if (abs(l1) < abs(l2)) {
          l = a * log1p(l1) + b2 * ln2(y * cgh / bgh);
          if (l <= MIN_LN || l >= MAX_LN) {
            l += ln2(result);
            if (l >= MAX_LN) {
              return NaN;
            }
            result = exp(l);
          } else {
            result *= exp(l);
          }
        } else {
          l = b2 * log1p(l2) + a * ln2(x * cgh / agh);
          if (l <= MIN_LN || l >= MAX_LN) {
            l += ln2(result);
            if (l >= MAX_LN) {
              return NaN;
            }
            result = exp(l);
          } else {
            result *= exp(l);
          }
        }
      } else {
        b1 = x * cgh / agh;
        b22 = y * cgh / bgh;
        l1 = a * ln2(b1);
        l2 = b2 * ln2(b22);
        if (l1 >= MAX_LN || l1 <= MIN_LN || l2 >= MAX_LN || l2 <= MIN_LN) {
          if (a < b2) {
            p1 = pow(b22, b2 / a);
            l3 = a * (ln2(b1) + ln2(p1));
            if (l3 < MAX_LN && l3 > MIN_LN) {
              result *= pow(p1 * b1, a);
            } else {
              l2 += l1 + ln2(result);
              if (l2 >= MAX_LN) {
                return NaN;
              }
              result = exp(l2);
            }
          } else {
            p1 = pow(b1, a / b2);
            l3 = (ln2(p1) + ln2(b22)) * b2;
            if (l3 < MAX_LN && l3 > MIN_LN) {
              result *= pow(p1 * b22, b2);
            } else {
              l2 += l1 + ln2(result);
              if (l2 >= MAX_LN) {
                return NaN;
              }
              result = exp(l2);
            }
          }
        } else {
          result *= pow(b1, a) * pow(b22, b2);
        }
      }
      return result;
    }
    module.exports = ibetaPowerTerms;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_fraction2.js
var require_ibeta_fraction2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_fraction2.js"(exports, module) {
    "use strict";
    var continuedFraction = require_lib114();
    var ibetaPowerTerms = require_ibeta_power_terms();
    var OPTS = {
      "keep": true,
      "maxIter": 1e3
    };
    function ibetaFraction2t(a, b2, x, y) {
      var m2 = 0;
      return next;
      function next() {
        var denom;
        var aN;
        var bN;
        aN = (a + m2 - 1) * (a + b2 + m2 - 1) * m2 * (b2 - m2) * x * x;
        denom = a + 2 * m2 - 1;
        aN /= denom * denom;
        bN = m2;
        bN += m2 * (b2 - m2) * x / (a + 2 * m2 - 1);
        bN += (a + m2) * (a * y - b2 * x + 1 + m2 * (2 - x)) / (a + 2 * m2 + 1);
        m2 += 1;
        return [aN, bN];
      }
    }
    function ibetaFraction2(a, b2, x, y, normalized, out) {
      var result;
      var fract;
      var f2;
      result = ibetaPowerTerms(a, b2, x, y, normalized);
      if (out) {
        out[1] = result;
      }
      if (result === 0) {
        return result;
      }
      f2 = ibetaFraction2t(a, b2, x, y);
      fract = continuedFraction(f2, OPTS);
      return result / fract;
    }
    module.exports = ibetaFraction2;
  }
});

// node_modules/@stdlib/constants-float64-max-safe-integer/lib/index.js
var require_lib118 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-safe-integer/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_SAFE_INTEGER = 9007199254740991;
    module.exports = FLOAT64_MAX_SAFE_INTEGER;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/bitwise_binary_gcd.js
var require_bitwise_binary_gcd = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/bitwise_binary_gcd.js"(exports, module) {
    "use strict";
    function gcd(a, b2) {
      var k2 = 0;
      var t;
      if (a === 0) {
        return b2;
      }
      if (b2 === 0) {
        return a;
      }
      while ((a & 1) === 0 && (b2 & 1) === 0) {
        a >>>= 1;
        b2 >>>= 1;
        k2 += 1;
      }
      while ((a & 1) === 0) {
        a >>>= 1;
      }
      while (b2) {
        while ((b2 & 1) === 0) {
          b2 >>>= 1;
        }
        if (a > b2) {
          t = b2;
          b2 = a;
          a = t;
        }
        b2 -= a;
      }
      return a << k2;
    }
    module.exports = gcd;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/binary_gcd.js
var require_binary_gcd = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/binary_gcd.js"(exports, module) {
    "use strict";
    function gcd(a, b2) {
      var k2 = 1;
      var t;
      if (a === 0) {
        return b2;
      }
      if (b2 === 0) {
        return a;
      }
      while (a % 2 === 0 && b2 % 2 === 0) {
        a /= 2;
        b2 /= 2;
        k2 *= 2;
      }
      while (a % 2 === 0) {
        a /= 2;
      }
      while (b2) {
        while (b2 % 2 === 0) {
          b2 /= 2;
        }
        if (a > b2) {
          t = b2;
          b2 = a;
          a = t;
        }
        b2 -= a;
      }
      return k2 * a;
    }
    module.exports = gcd;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/main.js
var require_main81 = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isInteger = require_lib59();
    var PINF = require_lib31();
    var NINF = require_lib33();
    var INT32_MAX = require_lib76();
    var bitwise = require_bitwise_binary_gcd();
    var largeIntegers = require_binary_gcd();
    function gcd(a, b2) {
      if (isnan(a) || isnan(b2)) {
        return NaN;
      }
      if (a === PINF || b2 === PINF || a === NINF || b2 === NINF) {
        return NaN;
      }
      if (!(isInteger(a) && isInteger(b2))) {
        return NaN;
      }
      if (a < 0) {
        a = -a;
      }
      if (b2 < 0) {
        b2 = -b2;
      }
      if (a <= INT32_MAX && b2 <= INT32_MAX) {
        return bitwise(a, b2);
      }
      return largeIntegers(a, b2);
    }
    module.exports = gcd;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/index.js
var require_lib119 = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main81();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-binomcoef/lib/main.js
var require_main82 = __commonJS({
  "node_modules/@stdlib/math-base-special-binomcoef/lib/main.js"(exports, module) {
    "use strict";
    var MAX_SAFE_INTEGER = require_lib118();
    var PINF = require_lib31();
    var isInteger = require_lib59();
    var isnan = require_lib6();
    var isOdd = require_lib61();
    var floor = require_lib37();
    var gcd = require_lib119();
    function binomcoef(n, k2) {
      var res;
      var sgn;
      var b2;
      var c;
      var d;
      var g2;
      var s3;
      if (isnan(n) || isnan(k2)) {
        return NaN;
      }
      if (!isInteger(n) || !isInteger(k2)) {
        return NaN;
      }
      if (k2 < 0) {
        return 0;
      }
      sgn = 1;
      if (n < 0) {
        n = -n + k2 - 1;
        if (isOdd(k2)) {
          sgn *= -1;
        }
      }
      if (k2 > n) {
        return 0;
      }
      if (k2 === 0 || k2 === n) {
        return sgn;
      }
      if (k2 === 1 || k2 === n - 1) {
        return sgn * n;
      }
      if (n - k2 < k2) {
        k2 = n - k2;
      }
      s3 = floor(MAX_SAFE_INTEGER / n);
      res = 1;
      for (d = 1; d <= k2; d++) {
        if (res > s3) {
          break;
        }
        res *= n;
        res /= d;
        n -= 1;
      }
      if (d > k2) {
        return sgn * res;
      }
      b2 = binomcoef(n, k2 - d + 1);
      if (b2 === PINF) {
        return sgn * b2;
      }
      c = binomcoef(k2, k2 - d + 1);
      g2 = gcd(b2, c);
      b2 /= g2;
      c /= g2;
      res /= c;
      return sgn * res * b2;
    }
    module.exports = binomcoef;
  }
});

// node_modules/@stdlib/math-base-special-binomcoef/lib/index.js
var require_lib120 = __commonJS({
  "node_modules/@stdlib/math-base-special-binomcoef/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main82();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/binomial_ccdf.js
var require_binomial_ccdf = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/binomial_ccdf.js"(exports, module) {
    "use strict";
    var binomcoef = require_lib120();
    var floor = require_lib37();
    var pow = require_lib67();
    var MIN_VALUE = require_lib53();
    function binomialCCDF(n, k2, x, y) {
      var startTerm;
      var result;
      var start;
      var term;
      var i;
      result = pow(x, n);
      if (result > MIN_VALUE) {
        term = result;
        for (i = floor(n - 1); i > k2; i--) {
          term *= (i + 1) * y / ((n - i) * x);
          result += term;
        }
      } else {
        start = floor(n * x);
        if (start <= k2 + 1) {
          start = floor(k2 + 2);
        }
        result = pow(x, start) * pow(y, n - start);
        result *= binomcoef(floor(n), floor(start));
        if (result === 0) {
          for (i = start - 1; i > k2; i--) {
            result += pow(x, i) * pow(y, n - i);
            result *= binomcoef(floor(n), floor(i));
          }
        } else {
          term = result;
          startTerm = result;
          for (i = start - 1; i > k2; i--) {
            term *= (i + 1) * y / ((n - i) * x);
            result += term;
          }
          term = startTerm;
          for (i = start + 1; i <= n; i++) {
            term *= (n - i + 1) * x / (i * y);
            result += term;
          }
        }
      }
      return result;
    }
    module.exports = binomialCCDF;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_a_step.js
var require_ibeta_a_step = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_a_step.js"(exports, module) {
    "use strict";
    var ibetaPowerTerms = require_ibeta_power_terms();
    function ibetaAStep(a, b2, x, y, k2, normalized, out) {
      var prefix;
      var term;
      var sum;
      var i;
      prefix = ibetaPowerTerms(a, b2, x, y, normalized);
      if (out) {
        out[1] = prefix;
      }
      prefix /= a;
      if (prefix === 0) {
        return prefix;
      }
      sum = 1;
      term = 1;
      for (i = 0; i < k2 - 1; ++i) {
        term *= (a + b2 + i) * x / (a + i + 1);
        sum += term;
      }
      prefix *= sum;
      return prefix;
    }
    module.exports = ibetaAStep;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_series.js
var require_ibeta_series = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_series.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib110();
    var sumSeries = require_lib103();
    var log1p = require_lib38();
    var sqrt = require_lib39();
    var exp = require_lib58();
    var pow = require_lib67();
    var ln2 = require_lib95();
    var MIN_VALUE = require_lib53();
    var MAX_LN = require_lib99();
    var MIN_LN = require_lib105();
    var G2 = require_lib93();
    var E = require_lib68();
    var opts = {
      "maxTerms": 100
    };
    function ibetaSeriesT(a, b2, x, result) {
      var poch = 1 - b2;
      var n = 1;
      return next;
      function next() {
        var r = result / a;
        a += 1;
        result *= poch * x / n;
        n += 1;
        poch += 1;
        return r;
      }
    }
    function ibetaSeries(a, b2, x, s0, normalized, out, y) {
      var result;
      var agh;
      var bgh;
      var cgh;
      var l1;
      var l2;
      var c;
      var s3;
      if (normalized) {
        c = a + b2;
        agh = a + G2 - 0.5;
        bgh = b2 + G2 - 0.5;
        cgh = c + G2 - 0.5;
        result = lanczosSumExpGScaled(c) / (lanczosSumExpGScaled(a) * lanczosSumExpGScaled(b2));
        l1 = ln2(cgh / bgh) * (b2 - 0.5);
        l2 = ln2(x * cgh / agh) * a;
        if (l1 > MIN_LN && l1 < MAX_LN && l2 > MIN_LN && l2 < MAX_LN) {
          if (a * b2 < bgh * 10) {
            result *= exp((b2 - 0.5) * log1p(a / bgh));
          } else {
            result *= pow(cgh / bgh, b2 - 0.5);
          }
          result *= pow(x * cgh / agh, a);
          result *= sqrt(agh / E);
          if (out) {
            out[1] = result * pow(y, b2);
          }
        } else {
          result = ln2(result) + l1 + l2 + (ln2(agh) - 1) / 2;
          if (out) {
            out[1] = exp(result + b2 * ln2(y));
          }
          result = exp(result);
        }
      } else {
        result = pow(x, a);
      }
      if (result < MIN_VALUE) {
        return s0;
      }
      s3 = ibetaSeriesT(a, b2, x, result);
      opts.initialValue = s0;
      return sumSeries(s3, opts);
    }
    module.exports = ibetaSeries;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/assign.js
var require_assign3 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/assign.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var expm1 = require_lib36();
    var floor = require_lib37();
    var log1p = require_lib38();
    var asin = require_lib41();
    var beta = require_lib70();
    var sqrt = require_lib39();
    var exp = require_lib58();
    var pow = require_lib67();
    var max = require_lib72();
    var min = require_lib74();
    var MAX_FLOAT64 = require_lib75();
    var MIN_FLOAT64 = require_lib53();
    var MAX_INT32 = require_lib76();
    var HALF_PI = require_lib77();
    var PI = require_lib78();
    var betaSmallBLargeASeries = require_beta_small_b_large_a_series();
    var risingFactorialRatio = require_rising_factorial_ratio();
    var ibetaPowerTerms = require_ibeta_power_terms();
    var ibetaFraction2 = require_ibeta_fraction2();
    var binomialCCDF = require_binomial_ccdf();
    var ibetaAStep = require_ibeta_a_step();
    var ibetaSeries = require_ibeta_series();
    var ONE_OVER_PI = 1 / PI;
    function ibetaImp(x, a, b2, regularized, upper, out, stride, offset) {
      var lambda;
      var prefix;
      var fract;
      var bbar;
      var div;
      var tmp;
      var i0;
      var i1;
      var k2;
      var n;
      var p2;
      var y;
      y = 1 - x;
      i0 = offset;
      i1 = offset + stride;
      out[i1] = -1;
      if (isnan(x) || x < 0 || x > 1) {
        out[i0] = NaN;
        out[i1] = NaN;
        return out;
      }
      if (regularized) {
        if (a < 0 || b2 < 0) {
          out[i0] = NaN;
          out[i1] = NaN;
          return out;
        }
        if (a === 0) {
          if (b2 === 0) {
            out[i0] = NaN;
            out[i1] = NaN;
            return out;
          }
          if (b2 > 0) {
            out[i0] = upper ? 0 : 1;
            return out;
          }
        } else if (b2 === 0) {
          if (a > 0) {
            out[i0] = upper ? 1 : 0;
            return out;
          }
        }
      } else if (a <= 0 || b2 <= 0) {
        out[i0] = NaN;
        out[i1] = NaN;
        return out;
      }
      if (x === 0) {
        if (a === 1) {
          out[i1] = 1;
        } else {
          out[i1] = a < 1 ? MAX_FLOAT64 / 2 : MIN_FLOAT64 * 2;
        }
        if (upper) {
          out[i0] = regularized ? 1 : beta(a, b2);
          return out;
        }
        out[i0] = 0;
        return out;
      }
      if (x === 1) {
        if (b2 === 1) {
          out[i1] = 1;
        } else {
          out[i1] = b2 < 1 ? MAX_FLOAT64 / 2 : MIN_FLOAT64 * 2;
        }
        if (upper) {
          out[i0] = 0;
        } else {
          out[i0] = regularized ? 1 : beta(a, b2);
        }
        return out;
      }
      if (a === 0.5 && b2 === 0.5) {
        out[i1] = ONE_OVER_PI * sqrt(y * x);
        p2 = upper ? asin(sqrt(y)) : asin(sqrt(x));
        p2 /= HALF_PI;
        if (!regularized) {
          p2 *= PI;
        }
        out[i0] = p2;
        return out;
      }
      if (a === 1) {
        tmp = b2;
        b2 = a;
        a = tmp;
        tmp = y;
        y = x;
        x = tmp;
        upper = !upper;
      }
      if (b2 === 1) {
        if (a === 1) {
          out[i0] = upper ? y : x;
          out[i1] = 1;
          return out;
        }
        out[i1] = a * pow(x, a - 1);
        if (y < 0.5) {
          p2 = upper ? -expm1(a * log1p(-y)) : exp(a * log1p(-y));
        } else {
          p2 = upper ? -(pow(x, a) - 1) : pow(x, a);
        }
        if (!regularized) {
          p2 /= a;
        }
        out[i0] = p2;
        return out;
      }
      if (min(a, b2) <= 1) {
        if (x > 0.5) {
          tmp = b2;
          b2 = a;
          a = tmp;
          tmp = y;
          y = x;
          x = tmp;
          upper = !upper;
        }
        if (max(a, b2) <= 1) {
          if (a >= min(0.2, b2) || pow(x, a) <= 0.9) {
            if (upper) {
              fract = -(regularized ? 1 : beta(a, b2));
              upper = false;
              fract = -ibetaSeries(a, b2, x, fract, regularized, out, y);
            } else {
              fract = ibetaSeries(a, b2, x, 0, regularized, out, y);
            }
          } else {
            tmp = b2;
            b2 = a;
            a = tmp;
            tmp = y;
            y = x;
            x = tmp;
            upper = !upper;
            if (y >= 0.3) {
              if (upper) {
                fract = -(regularized ? 1 : beta(a, b2));
                upper = false;
                fract = -ibetaSeries(a, b2, x, fract, regularized, out, y);
              } else {
                fract = ibetaSeries(a, b2, x, 0, regularized, out, y);
              }
            } else {
              if (regularized) {
                prefix = 1;
              } else {
                prefix = risingFactorialRatio(a + b2, a, 20);
              }
              fract = ibetaAStep(a, b2, x, y, 20, regularized, out);
              if (upper) {
                fract -= regularized ? 1 : beta(a, b2);
                upper = false;
                fract = -betaSmallBLargeASeries(a + 20, b2, x, y, fract, prefix, regularized);
              } else {
                fract = betaSmallBLargeASeries(a + 20, b2, x, y, fract, prefix, regularized);
              }
            }
          }
        } else if (b2 <= 1 || x < 0.1 && pow(b2 * x, a) <= 0.7) {
          if (upper) {
            fract = -(regularized ? 1 : beta(a, b2));
            upper = false;
            fract = -ibetaSeries(a, b2, x, fract, regularized, out, y);
          } else {
            fract = ibetaSeries(a, b2, x, 0, regularized, out, y);
          }
        } else {
          tmp = b2;
          b2 = a;
          a = tmp;
          tmp = y;
          y = x;
          x = tmp;
          upper = !upper;
          if (y >= 0.3) {
            if (upper) {
              fract = -(regularized ? 1 : beta(a, b2));
              upper = false;
              fract = -ibetaSeries(a, b2, x, fract, regularized, out, y);
            } else {
              fract = ibetaSeries(a, b2, x, 0, regularized, out, y);
            }
          } else if (a >= 15) {
            if (upper) {
              fract = -(regularized ? 1 : beta(a, b2));
              upper = false;
              fract = -betaSmallBLargeASeries(a, b2, x, y, fract, 1, regularized);
            } else {
              fract = betaSmallBLargeASeries(a, b2, x, y, 0, 1, regularized);
            }
          } else {
            if (regularized) {
              prefix = 1;
            } else {
              prefix = risingFactorialRatio(a + b2, a, 20);
            }
            fract = ibetaAStep(a, b2, x, y, 20, regularized, out);
            if (upper) {
              fract -= regularized ? 1 : beta(a, b2);
              upper = false;
              fract = -betaSmallBLargeASeries(a + 20, b2, x, y, fract, prefix, regularized);
            } else {
              fract = betaSmallBLargeASeries(a + 20, b2, x, y, fract, prefix, regularized);
            }
          }
        }
      } else {
        if (a < b2) {
          lambda = a - (a + b2) * x;
        } else {
          lambda = (a + b2) * y - b2;
        }
        if (lambda < 0) {
          tmp = b2;
          b2 = a;
          a = tmp;
          tmp = y;
          y = x;
          x = tmp;
          upper = !upper;
        }
        if (b2 < 40) {
          if (floor(a) === a && floor(b2) === b2 && a < MAX_INT32 - 100) {
            k2 = a - 1;
            n = b2 + k2;
            fract = binomialCCDF(n, k2, x, y);
            if (!regularized) {
              fract *= beta(a, b2);
            }
          } else if (b2 * x <= 0.7) {
            if (upper) {
              fract = -(regularized ? 1 : beta(a, b2));
              upper = false;
              fract = -ibetaSeries(a, b2, x, fract, regularized, out, y);
            } else {
              fract = ibetaSeries(a, b2, x, 0, regularized, out, y);
            }
          } else if (a > 15) {
            n = floor(b2);
            if (n === b2) {
              n -= 1;
            }
            bbar = b2 - n;
            if (regularized) {
              prefix = 1;
            } else {
              prefix = risingFactorialRatio(a + bbar, bbar, n);
            }
            fract = ibetaAStep(bbar, a, y, x, n, regularized);
            fract = betaSmallBLargeASeries(a, bbar, x, y, fract, 1, regularized);
            fract /= prefix;
          } else if (regularized) {
            n = floor(b2);
            bbar = b2 - n;
            if (bbar <= 0) {
              n -= 1;
              bbar += 1;
            }
            fract = ibetaAStep(bbar, a, y, x, n, regularized);
            fract += ibetaAStep(a, bbar, x, y, 20, regularized);
            if (upper) {
              fract -= 1;
            }
            fract = betaSmallBLargeASeries(a + 20, bbar, x, y, fract, 1, regularized);
            if (upper) {
              fract = -fract;
              upper = false;
            }
          } else {
            fract = ibetaFraction2(a, b2, x, y, regularized, out);
          }
        } else {
          fract = ibetaFraction2(a, b2, x, y, regularized, out);
        }
      }
      if (out[i1] < 0) {
        out[i1] = ibetaPowerTerms(a, b2, x, y, true);
      }
      div = y * x;
      if (out[i1] !== 0) {
        if (MAX_FLOAT64 * div < out[i1]) {
          out[i1] = MAX_FLOAT64 / 2;
        } else {
          out[i1] /= div;
        }
      }
      out[i0] = upper ? (regularized ? 1 : beta(a, b2)) - fract : fract;
      return out;
    }
    module.exports = ibetaImp;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/main.js
var require_main83 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/main.js"(exports, module) {
    "use strict";
    var compute = require_assign3();
    function kernelBetainc(x, a, b2, regularized, upper) {
      return compute(x, a, b2, regularized, upper, [0, 0], 1, 0);
    }
    module.exports = kernelBetainc;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/index.js
var require_lib121 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main83();
    var assign = require_assign3();
    setReadOnly(main, "assign", assign);
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-betainc/lib/main.js
var require_main84 = __commonJS({
  "node_modules/@stdlib/math-base-special-betainc/lib/main.js"(exports, module) {
    "use strict";
    var kernelBetainc = require_lib121().assign;
    function betainc(x, a, b2, regularized, upper) {
      var out = [0, 0];
      regularized = regularized === false ? false : true;
      upper = upper === true ? true : false;
      kernelBetainc(x, a, b2, regularized, upper, out, 1, 0);
      return out[0];
    }
    module.exports = betainc;
  }
});

// node_modules/@stdlib/math-base-special-betainc/lib/index.js
var require_lib122 = __commonJS({
  "node_modules/@stdlib/math-base-special-betainc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main84();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-t-cdf/lib/main.js
var require_main85 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-cdf/lib/main.js"(exports, module) {
    "use strict";
    var betainc = require_lib122();
    var isnan = require_lib6();
    var pow = require_lib67();
    function cdf(x, v2) {
      var x2;
      var p2;
      var z2;
      if (isnan(x) || isnan(v2) || v2 <= 0) {
        return NaN;
      }
      if (x === 0) {
        return 0.5;
      }
      x2 = pow(x, 2);
      if (v2 > 2 * x2) {
        z2 = x2 / (v2 + x2);
        p2 = betainc(z2, 0.5, v2 / 2, true, true) / 2;
      } else {
        z2 = v2 / (v2 + x2);
        p2 = betainc(z2, v2 / 2, 0.5, true, false) / 2;
      }
      return x > 0 ? 1 - p2 : p2;
    }
    module.exports = cdf;
  }
});

// node_modules/@stdlib/utils-constant-function/lib/main.js
var require_main86 = __commonJS({
  "node_modules/@stdlib/utils-constant-function/lib/main.js"(exports, module) {
    "use strict";
    function wrap(value) {
      return constantFunction;
      function constantFunction() {
        return value;
      }
    }
    module.exports = wrap;
  }
});

// node_modules/@stdlib/utils-constant-function/lib/index.js
var require_lib123 = __commonJS({
  "node_modules/@stdlib/utils-constant-function/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main86();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-t-cdf/lib/factory.js
var require_factory2 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-cdf/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib123();
    var betainc = require_lib122();
    var isnan = require_lib6();
    var pow = require_lib67();
    function factory(v2) {
      if (isnan(v2) || v2 <= 0) {
        return constantFunction(NaN);
      }
      return cdf;
      function cdf(x) {
        var x2;
        var p2;
        var z2;
        if (isnan(x)) {
          return NaN;
        }
        if (x === 0) {
          return 0.5;
        }
        x2 = pow(x, 2);
        if (v2 > 2 * x2) {
          z2 = x2 / (v2 + x2);
          p2 = betainc(z2, 0.5, v2 / 2, true, true) / 2;
        } else {
          z2 = v2 / (v2 + x2);
          p2 = betainc(z2, v2 / 2, 0.5, true, false) / 2;
        }
        return x > 0 ? 1 - p2 : p2;
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-t-cdf/lib/index.js
var require_lib124 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-cdf/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main85();
    var factory = require_factory2();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p1q1.js
var require_rational_p1q12 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p1q1.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return -5087819496582806e-19;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -5087819496582806e-19 + x * (-0.008368748197417368 + x * (0.03348066254097446 + x * (-0.012692614766297404 + x * (-0.03656379714117627 + x * (0.02198786811111689 + x * (0.008226878746769157 + x * (-0.005387729650712429 + x * (0 + x * 0))))))));
        s22 = 1 + x * (-0.9700050433032906 + x * (-1.5657455823417585 + x * (1.5622155839842302 + x * (0.662328840472003 + x * (-0.7122890234154284 + x * (-0.05273963823400997 + x * (0.07952836873415717 + x * (-0.0023339375937419 + x * 8862163904564247e-19))))))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (0 + x * (-0.005387729650712429 + x * (0.008226878746769157 + x * (0.02198786811111689 + x * (-0.03656379714117627 + x * (-0.012692614766297404 + x * (0.03348066254097446 + x * (-0.008368748197417368 + x * -5087819496582806e-19))))))));
        s22 = 8862163904564247e-19 + x * (-0.0023339375937419 + x * (0.07952836873415717 + x * (-0.05273963823400997 + x * (-0.7122890234154284 + x * (0.662328840472003 + x * (1.5622155839842302 + x * (-1.5657455823417585 + x * (-0.9700050433032906 + x * 1))))))));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p2q2.js
var require_rational_p2q22 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p2q2.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return -0.20243350835593876;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.20243350835593876 + x * (0.10526468069939171 + x * (8.3705032834312 + x * (17.644729840837403 + x * (-18.851064805871424 + x * (-44.6382324441787 + x * (17.445385985570866 + x * (21.12946554483405 + x * -3.6719225470772936)))))));
        s22 = 1 + x * (6.242641248542475 + x * (3.971343795334387 + x * (-28.66081804998 + x * (-20.14326346804852 + x * (48.560921310873994 + x * (10.826866735546016 + x * (-22.643693341313973 + x * 1.7211476576120028)))))));
      } else {
        x = 1 / x;
        s1 = -3.6719225470772936 + x * (21.12946554483405 + x * (17.445385985570866 + x * (-44.6382324441787 + x * (-18.851064805871424 + x * (17.644729840837403 + x * (8.3705032834312 + x * (0.10526468069939171 + x * -0.20243350835593876)))))));
        s22 = 1.7211476576120028 + x * (-22.643693341313973 + x * (10.826866735546016 + x * (48.560921310873994 + x * (-20.14326346804852 + x * (-28.66081804998 + x * (3.971343795334387 + x * (6.242641248542475 + x * 1)))))));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p3q3.js
var require_rational_p3q32 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p3q3.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return -0.1311027816799519;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.1311027816799519 + x * (-0.16379404719331705 + x * (0.11703015634199525 + x * (0.38707973897260434 + x * (0.3377855389120359 + x * (0.14286953440815717 + x * (0.029015791000532906 + x * (0.0021455899538880526 + x * (-6794655751811263e-22 + x * (28522533178221704e-24 + x * -681149956853777e-24)))))))));
        s22 = 1 + x * (3.4662540724256723 + x * (5.381683457070069 + x * (4.778465929458438 + x * (2.5930192162362027 + x * (0.848854343457902 + x * (0.15226433829533179 + x * (0.011059242293464892 + x * (0 + x * (0 + x * 0)))))))));
      } else {
        x = 1 / x;
        s1 = -681149956853777e-24 + x * (28522533178221704e-24 + x * (-6794655751811263e-22 + x * (0.0021455899538880526 + x * (0.029015791000532906 + x * (0.14286953440815717 + x * (0.3377855389120359 + x * (0.38707973897260434 + x * (0.11703015634199525 + x * (-0.16379404719331705 + x * -0.1311027816799519)))))))));
        s22 = 0 + x * (0 + x * (0 + x * (0.011059242293464892 + x * (0.15226433829533179 + x * (0.848854343457902 + x * (2.5930192162362027 + x * (4.778465929458438 + x * (5.381683457070069 + x * (3.4662540724256723 + x * 1)))))))));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p4q4.js
var require_rational_p4q4 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p4q4.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return -0.0350353787183178;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.0350353787183178 + x * (-0.0022242652921344794 + x * (0.018557330651423107 + x * (0.009508047013259196 + x * (0.0018712349281955923 + x * (15754461742496055e-20 + x * (460469890584318e-20 + x * (-2304047769118826e-25 + x * 26633922742578204e-28)))))));
        s22 = 1 + x * (1.3653349817554064 + x * (0.7620591645536234 + x * (0.22009110576413124 + x * (0.03415891436709477 + x * (0.00263861676657016 + x * (7646752923027944e-20 + x * (0 + x * 0)))))));
      } else {
        x = 1 / x;
        s1 = 26633922742578204e-28 + x * (-2304047769118826e-25 + x * (460469890584318e-20 + x * (15754461742496055e-20 + x * (0.0018712349281955923 + x * (0.009508047013259196 + x * (0.018557330651423107 + x * (-0.0022242652921344794 + x * -0.0350353787183178)))))));
        s22 = 0 + x * (0 + x * (7646752923027944e-20 + x * (0.00263861676657016 + x * (0.03415891436709477 + x * (0.22009110576413124 + x * (0.7620591645536234 + x * (1.3653349817554064 + x * 1)))))));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p5q5.js
var require_rational_p5q5 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p5q5.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return -0.016743100507663373;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.016743100507663373 + x * (-0.0011295143874558028 + x * (0.001056288621524929 + x * (20938631748758808e-20 + x * (14962478375834237e-21 + x * (44969678992770644e-23 + x * (4625961635228786e-24 + x * (-2811287356288318e-29 + x * 9905570997331033e-32)))))));
        s22 = 1 + x * (0.5914293448864175 + x * (0.1381518657490833 + x * (0.016074608709367652 + x * (9640118070051656e-19 + x * (27533547476472603e-21 + x * (282243172016108e-21 + x * (0 + x * 0)))))));
      } else {
        x = 1 / x;
        s1 = 9905570997331033e-32 + x * (-2811287356288318e-29 + x * (4625961635228786e-24 + x * (44969678992770644e-23 + x * (14962478375834237e-21 + x * (20938631748758808e-20 + x * (0.001056288621524929 + x * (-0.0011295143874558028 + x * -0.016743100507663373)))))));
        s22 = 0 + x * (0 + x * (282243172016108e-21 + x * (27533547476472603e-21 + x * (9640118070051656e-19 + x * (0.016074608709367652 + x * (0.1381518657490833 + x * (0.5914293448864175 + x * 1)))))));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfcinv/lib/main.js
var require_main87 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var sqrt = require_lib39();
    var ln2 = require_lib95();
    var PINF = require_lib31();
    var NINF = require_lib33();
    var rationalFcnR1 = require_rational_p1q12();
    var rationalFcnR2 = require_rational_p2q22();
    var rationalFcnR3 = require_rational_p3q32();
    var rationalFcnR4 = require_rational_p4q4();
    var rationalFcnR5 = require_rational_p5q5();
    var Y1 = 0.08913147449493408;
    var Y2 = 2.249481201171875;
    var Y3 = 0.807220458984375;
    var Y4 = 0.9399557113647461;
    var Y5 = 0.9836282730102539;
    function erfcinv(x) {
      var sign;
      var qs2;
      var q2;
      var g2;
      var r;
      if (isnan(x)) {
        return NaN;
      }
      if (x === 0) {
        return PINF;
      }
      if (x === 2) {
        return NINF;
      }
      if (x === 1) {
        return 0;
      }
      if (x > 2 || x < 0) {
        return NaN;
      }
      if (x > 1) {
        sign = -1;
        q2 = 2 - x;
      } else {
        sign = 1;
        q2 = x;
      }
      x = 1 - q2;
      if (x <= 0.5) {
        g2 = x * (x + 10);
        r = rationalFcnR1(x);
        return sign * (g2 * Y1 + g2 * r);
      }
      if (q2 >= 0.25) {
        g2 = sqrt(-2 * ln2(q2));
        q2 -= 0.25;
        r = rationalFcnR2(q2);
        return sign * (g2 / (Y2 + r));
      }
      q2 = sqrt(-ln2(q2));
      if (q2 < 3) {
        qs2 = q2 - 1.125;
        r = rationalFcnR3(qs2);
        return sign * (Y3 * q2 + r * q2);
      }
      if (q2 < 6) {
        qs2 = q2 - 3;
        r = rationalFcnR4(qs2);
        return sign * (Y4 * q2 + r * q2);
      }
      qs2 = q2 - 6;
      r = rationalFcnR5(qs2);
      return sign * (Y5 * q2 + r * q2);
    }
    module.exports = erfcinv;
  }
});

// node_modules/@stdlib/math-base-special-erfcinv/lib/index.js
var require_lib125 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main87();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-acos/lib/main.js
var require_main88 = __commonJS({
  "node_modules/@stdlib/math-base-special-acos/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var asin = require_lib41();
    var sqrt = require_lib39();
    var PIO4 = require_lib40();
    var MOREBITS = 6123233995736766e-32;
    function acos(x) {
      var z2;
      if (isnan(x)) {
        return NaN;
      }
      if (x < -1 || x > 1) {
        return NaN;
      }
      if (x > 0.5) {
        return 2 * asin(sqrt(0.5 - 0.5 * x));
      }
      z2 = PIO4 - asin(x);
      z2 += MOREBITS;
      z2 += PIO4;
      return z2;
    }
    module.exports = acos;
  }
});

// node_modules/@stdlib/math-base-special-acos/lib/index.js
var require_lib126 = __commonJS({
  "node_modules/@stdlib/math-base-special-acos/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main88();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-two/lib/index.js
var require_lib127 = __commonJS({
  "node_modules/@stdlib/constants-float64-sqrt-two/lib/index.js"(exports, module) {
    "use strict";
    var SQRT2 = 1.4142135623730951;
    module.exports = SQRT2;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co14.js
var require_polyval_co14 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co14.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.16666666666666666;
      }
      return 0.16666666666666666 + x * 0.16666666666666666;
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co15.js
var require_polyval_co15 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co15.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.058333333333333334;
      }
      return 0.058333333333333334 + x * (0.06666666666666667 + x * 0.008333333333333333);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co16.js
var require_polyval_co16 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co16.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.0251984126984127;
      }
      return 0.0251984126984127 + x * (0.026785714285714284 + x * (0.0017857142857142857 + x * 1984126984126984e-19));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co17.js
var require_polyval_co17 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co17.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.012039792768959435;
      }
      return 0.012039792768959435 + x * (0.010559964726631394 + x * (-0.0011078042328042327 + x * (3747795414462081e-19 + x * 27557319223985893e-22)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co18.js
var require_polyval_co18 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co18.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.003837005972422639;
      }
      return 0.003837005972422639 + x * (0.00610392115600449 + x * (-0.0016095979637646305 + x * (5945867404200738e-19 + x * (-6270542728876062e-20 + x * 2505210838544172e-23))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co19.js
var require_polyval_co19 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co19.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.0032177478835464946;
      }
      return 0.0032177478835464946 + x * (0.0010898206731540065 + x * (-0.0012579159844784845 + x * (6908420797309686e-19 + x * (-16376804137220805e-20 + x * (154012654012654e-19 + x * 16059043836821613e-26)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co20.js
var require_polyval_co20 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co20.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.001743826229834001;
      }
      return 0.001743826229834001 + x * (3353097688001788e-20 + x * (-7624513544032393e-19 + x * (6451304695145635e-19 + x * (-249472580470431e-18 + x * (49255746366361444e-21 + x * (-39851014346715405e-22 + x * 7647163731819816e-28))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co21.js
var require_polyval_co21 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co21.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 9647274732138864e-19;
      }
      return 9647274732138864e-19 + x * (-3110108632631878e-19 + x * (-36307660358786886e-20 + x * (5140660578834113e-19 + x * (-29133414466938067e-20 + x * (9086710793521991e-20 + x * (-15303004486655377e-21 + x * (10914179173496788e-22 + x * 28114572543455206e-31)))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co22.js
var require_polyval_co22 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co22.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 5422926281312969e-19;
      }
      return 5422926281312969e-19 + x * (-3694266780000966e-19 + x * (-10230378073700413e-20 + x * (35764655430568635e-20 + x * (-28690924218514614e-20 + x * (12645437628698076e-20 + x * (-33202652391372056e-21 + x * (4890304529197534e-21 + x * (-3123956959982987e-22 + x * 822063524662433e-32))))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_body_series.js
var require_inverse_students_t_body_series = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_body_series.js"(exports, module) {
    "use strict";
    var gammaDeltaRatio = require_lib94();
    var evalpoly = require_lib107();
    var sqrt = require_lib39();
    var PI = require_lib78();
    var polyval1 = require_polyval_co14();
    var polyval2 = require_polyval_co15();
    var polyval3 = require_polyval_co16();
    var polyval4 = require_polyval_co17();
    var polyval5 = require_polyval_co18();
    var polyval6 = require_polyval_co19();
    var polyval7 = require_polyval_co20();
    var polyval8 = require_polyval_co21();
    var polyval9 = require_polyval_co22();
    var c0 = 0;
    var c = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    function inverseStudentsTBodySeries(df, u2) {
      var idf;
      var v2;
      v2 = gammaDeltaRatio(df / 2, 0.5) * sqrt(df * PI) * (u2 - 0.5);
      idf = 1 / df;
      c[1] = polyval1(idf);
      c[2] = polyval2(idf);
      c[3] = polyval3(idf);
      c[4] = polyval4(idf);
      c[5] = polyval5(idf);
      c[6] = polyval6(idf);
      c[7] = polyval7(idf);
      c[8] = polyval8(idf);
      c[9] = polyval9(idf);
      return c0 + v2 * evalpoly(c, v2 * v2);
    }
    module.exports = inverseStudentsTBodySeries;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_tail_series.js
var require_inverse_students_t_tail_series = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_tail_series.js"(exports, module) {
    "use strict";
    var gammaDeltaRatio = require_lib94();
    var evalpoly = require_lib107();
    var sqrt = require_lib39();
    var pow = require_lib67();
    var PI = require_lib78();
    var d = [0, 0, 0, 0, 0, 0, 0];
    function inverseStudentsTTailSeries(df, v2) {
      var result;
      var power;
      var div;
      var np2;
      var np4;
      var np6;
      var rn2;
      var w2;
      w2 = gammaDeltaRatio(df / 2, 0.5) * sqrt(df * PI) * v2;
      np2 = df + 2;
      np4 = df + 4;
      np6 = df + 6;
      d[0] = 1;
      d[1] = -(df + 1) / (2 * np2);
      np2 *= df + 2;
      d[2] = -df * (df + 1) * (df + 3) / (8 * np2 * np4);
      np2 *= df + 2;
      d[3] = -df * (df + 1) * (df + 5) * ((3 * df + 7) * df - 2) / (48 * np2 * np4 * np6);
      np2 *= df + 2;
      np4 *= df + 4;
      d[4] = -df * (df + 1) * (df + 7) * (((((15 * df + 154) * df + 465) * df + 286) * df - 336) * df + 64) / (384 * np2 * np4 * np6 * (df + 8));
      np2 *= df + 2;
      d[5] = -df * (df + 1) * (df + 3) * (df + 9) * ((((((35 * df + 452) * df + 1573) * df + 600) * df - 2020) * df + 928) * df - 128) / (1280 * np2 * np4 * np6 * (df + 8) * (df + 10));
      np2 *= df + 2;
      np4 *= df + 4;
      np6 *= df + 6;
      d[6] = -df * (df + 1) * (df + 11) * (((((((((((945 * df + 31506) * df + 425858) * df + 2980236) * df + 11266745) * df + 20675018) * df + 7747124) * df - 22574632) * df - 8565600) * df + 18108416) * df - 7099392) * df + 884736) / (46080 * np2 * np4 * np6 * (df + 8) * (df + 10) * (df + 12));
      rn2 = sqrt(df);
      div = pow(rn2 * w2, 1 / df);
      power = div * div;
      result = evalpoly(d, power);
      result *= rn2;
      result /= div;
      return -result;
    }
    module.exports = inverseStudentsTTailSeries;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_hill.js
var require_inverse_students_t_hill = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_hill.js"(exports, module) {
    "use strict";
    var erfcinv = require_lib125();
    var expm1 = require_lib36();
    var sqrt = require_lib39();
    var pow = require_lib67();
    var HALF_PI = require_lib77();
    var SQRT2 = require_lib127();
    function inverseStudentsTHill(ndf, u2) {
      var a;
      var b2;
      var c;
      var d;
      var q2;
      var x;
      var y;
      if (ndf > 1e20) {
        return -erfcinv(2 * u2) * SQRT2;
      }
      a = 1 / (ndf - 0.5);
      b2 = 48 / (a * a);
      c = ((20700 * a / b2 - 98) * a - 16) * a + 96.36;
      d = ((94.5 / (b2 + c) - 3) / b2 + 1) * sqrt(a * HALF_PI) * ndf;
      y = pow(d * 2 * u2, 2 / ndf);
      if (y > 0.05 + a) {
        x = -erfcinv(2 * u2) * SQRT2;
        y = x * x;
        if (ndf < 5) {
          c += 0.3 * (ndf - 4.5) * (x + 0.6);
        }
        c += (((0.05 * d * x - 5) * x - 7) * x - 2) * x + b2;
        y = (((((0.4 * y + 6.3) * y + 36) * y + 94.5) / c - y - 3) / b2 + 1) * x;
        y = expm1(a * y * y);
      } else {
        y = ((1 / (((ndf + 6) / (ndf * y) - 0.089 * d - 0.822) * (ndf + 2) * 3) + 0.5 / (ndf + 4)) * y - 1) * (ndf + 1) / (ndf + 2) + 1 / y;
      }
      q2 = sqrt(ndf * y);
      return -q2;
    }
    module.exports = inverseStudentsTHill;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t.js
var require_inverse_students_t = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t.js"(exports, module) {
    "use strict";
    var erfcinv = require_lib125();
    var floor = require_lib37();
    var ldexp = require_lib57();
    var round = require_lib84();
    var acos = require_lib126();
    var sqrt = require_lib39();
    var abs = require_lib42();
    var cos = require_lib96();
    var pow = require_lib67();
    var sin = require_lib86();
    var SQRT2 = require_lib127();
    var PI = require_lib78();
    var inverseStudentsTBodySeries = require_inverse_students_t_body_series();
    var inverseStudentsTTailSeries = require_inverse_students_t_tail_series();
    var inverseStudentsTHill = require_inverse_students_t_hill();
    var DF_THRESHOLD = 268435456;
    var ONE_THIRD = 1 / 3;
    var EXP = 2 * 53 / 3;
    var C2 = 0.8549879733383485;
    function inverseStudentsT(df, u2, v2) {
      var crossover;
      var tolerance;
      var rootAlpha;
      var invert;
      var result;
      var alpha;
      var tmp;
      var p0;
      var p2;
      var p4;
      var p5;
      var p3;
      var r;
      var x;
      var a;
      var b2;
      result = 0;
      if (u2 > v2) {
        tmp = v2;
        v2 = u2;
        u2 = tmp;
        invert = true;
      } else {
        invert = false;
      }
      if (floor(df) === df && df < 20) {
        tolerance = ldexp(1, EXP);
        switch (floor(df)) {
          case 1:
            if (u2 === 0.5) {
              result = 0;
            } else {
              result = -cos(PI * u2) / sin(PI * u2);
            }
            break;
          case 2:
            result = (2 * u2 - 1) / sqrt(2 * u2 * v2);
            break;
          case 4:
            alpha = 4 * u2 * v2;
            rootAlpha = sqrt(alpha);
            r = 4 * cos(acos(rootAlpha) / 3) / rootAlpha;
            x = sqrt(r - 4);
            result = u2 - 0.5 < 0 ? -x : x;
            break;
          case 6:
            if (u2 < 1e-150) {
              return (invert ? -1 : 1) * inverseStudentsTHill(df, u2);
            }
            a = 4 * (u2 - u2 * u2);
            b2 = pow(a, ONE_THIRD);
            p3 = 6 * (1 + C2 * (1 / b2 - 1));
            do {
              p2 = p3 * p3;
              p4 = p2 * p2;
              p5 = p3 * p4;
              p0 = p3;
              p3 = 2 * (8 * a * p5 - 270 * p2 + 2187) / (5 * (4 * a * p4 - 216 * p3 - 243));
            } while (abs((p3 - p0) / p3) > tolerance);
            p3 = sqrt(p3 - df);
            result = u2 - 0.5 < 0 ? -p3 : p3;
            break;
          default:
            if (df > DF_THRESHOLD) {
              result = erfcinv(2 * u2) * SQRT2;
            } else if (df < 3) {
              crossover = 0.2742 - df * 0.0242143;
              if (u2 > crossover) {
                result = inverseStudentsTBodySeries(df, u2);
              } else {
                result = inverseStudentsTTailSeries(df, u2);
              }
            } else {
              crossover = ldexp(1, round(df / -0.654));
              if (u2 > crossover) {
                result = inverseStudentsTHill(df, u2);
              } else {
                result = inverseStudentsTTailSeries(df, u2);
              }
            }
        }
      } else if (df > DF_THRESHOLD) {
        result = -erfcinv(2 * u2) * SQRT2;
      } else if (df < 3) {
        crossover = 0.2742 - df * 0.0242143;
        if (u2 > crossover) {
          result = inverseStudentsTBodySeries(df, u2);
        } else {
          result = inverseStudentsTTailSeries(df, u2);
        }
      } else {
        crossover = ldexp(1, round(df / -0.654));
        if (u2 > crossover) {
          result = inverseStudentsTHill(df, u2);
        } else {
          result = inverseStudentsTTailSeries(df, u2);
        }
      }
      return invert ? -result : result;
    }
    module.exports = inverseStudentsT;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/find_ibeta_inv_from_t_dist.js
var require_find_ibeta_inv_from_t_dist = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/find_ibeta_inv_from_t_dist.js"(exports, module) {
    "use strict";
    var inverseStudentsT = require_inverse_students_t();
    function findIBetaInvFromTDist(a, p2, py) {
      var df;
      var u2;
      var v2;
      var t;
      u2 = p2 / 2;
      v2 = 1 - u2;
      df = a * 2;
      t = inverseStudentsT(df, u2, v2);
      if (py) {
        py.value = t * t / (df + t * t);
      }
      return df / (df + t * t);
    }
    module.exports = findIBetaInvFromTDist;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme1.js
var require_temme1 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme1.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib107();
    var erfcinv = require_lib125();
    var sqrt = require_lib39();
    var exp = require_lib58();
    var SQRT2 = require_lib127();
    var workspace = [0, 0, 0, 0, 0, 0, 0];
    var terms = [0, 0, 0, 0];
    function temme1(a, b2, z2) {
      var eta0;
      var eta2;
      var eta;
      var B2;
      var B3;
      var B4;
      var c;
      eta0 = erfcinv(2 * z2);
      eta0 /= -sqrt(a / 2);
      terms[0] = eta0;
      B4 = b2 - a;
      B2 = B4 * B4;
      B3 = B2 * B4;
      workspace[0] = -B4 * SQRT2 / 2;
      workspace[1] = (1 - 2 * B4) / 8;
      workspace[2] = -(B4 * SQRT2 / 48);
      workspace[3] = -1 / 192;
      workspace[4] = -B4 * SQRT2 / 3840;
      workspace[5] = 0;
      workspace[6] = 0;
      terms[1] = evalpoly(workspace, eta0);
      workspace[0] = B4 * SQRT2 * (3 * B4 - 2) / 12;
      workspace[1] = (20 * B2 - 12 * B4 + 1) / 128;
      workspace[2] = B4 * SQRT2 * (20 * B4 - 1) / 960;
      workspace[3] = (16 * B2 + 30 * B4 - 15) / 4608;
      workspace[4] = B4 * SQRT2 * (21 * B4 + 32) / 53760;
      workspace[5] = (-(32 * B2) + 63) / 368640;
      workspace[6] = -B4 * SQRT2 * (120 * B4 + 17) / 25804480;
      terms[2] = evalpoly(workspace, eta0);
      workspace[0] = B4 * SQRT2 * (-75 * B2 + 80 * B4 - 16) / 480;
      workspace[1] = (-1080 * B3 + 868 * B2 - 90 * B4 - 45) / 9216;
      workspace[2] = B4 * SQRT2 * (-1190 * B2 + 84 * B4 + 373) / 53760;
      workspace[3] = (-2240 * B3 - 2508 * B2 + 2100 * B4 - 165) / 368640;
      workspace[4] = 0;
      workspace[5] = 0;
      workspace[6] = 0;
      terms[3] = evalpoly(workspace, eta0);
      eta = evalpoly(terms, 1 / a);
      eta2 = eta * eta;
      c = -exp(-eta2 / 2);
      if (eta2 === 0) {
        return 0.5;
      }
      return (1 + eta * sqrt((1 + c) / eta2)) / 2;
    }
    module.exports = temme1;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/root_finder.js
var require_root_finder = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/root_finder.js"(exports, module) {
    "use strict";
    var ln2 = require_lib95();
    var MAX_VALUE = require_lib75();
    var BIG = MAX_VALUE / 4;
    function temmeRootFinder(t, a) {
      return roots;
      function roots(x) {
        var f1;
        var f2;
        var y;
        y = 1 - x;
        if (y === 0) {
          return [-BIG, -BIG];
        }
        if (x === 0) {
          return [-BIG, -BIG];
        }
        f2 = ln2(x) + a * ln2(y) + t;
        f1 = 1 / x - a / y;
        return [f2, f1];
      }
    }
    module.exports = temmeRootFinder;
  }
});

// node_modules/@stdlib/math-base-special-signum/lib/main.js
var require_main89 = __commonJS({
  "node_modules/@stdlib/math-base-special-signum/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    function signum(x) {
      if (x === 0 || isnan(x)) {
        return x;
      }
      return x < 0 ? -1 : 1;
    }
    module.exports = signum;
  }
});

// node_modules/@stdlib/math-base-special-signum/lib/index.js
var require_lib128 = __commonJS({
  "node_modules/@stdlib/math-base-special-signum/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main89();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/newton_raphson.js
var require_newton_raphson = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/newton_raphson.js"(exports, module) {
    "use strict";
    var sign = require_lib128();
    var abs = require_lib42();
    var ldexp = require_lib57();
    var MAX_VALUE = require_lib75();
    function newtonRaphsonIterate(fun, guess, min, max, digits, maxIter) {
      var f0last;
      var delta1;
      var delta2;
      var factor;
      var result;
      var count;
      var delta;
      var res;
      var f0;
      var f1;
      f0 = 0;
      f0last = 0;
      result = guess;
      factor = ldexp(1, 1 - digits);
      delta = MAX_VALUE;
      delta1 = MAX_VALUE;
      delta2 = MAX_VALUE;
      count = maxIter;
      do {
        f0last = f0;
        delta2 = delta1;
        delta1 = delta;
        res = fun(result);
        f0 = res[0];
        f1 = res[1];
        count -= 1;
        if (f0 === 0) {
          break;
        }
        if (f1 === 0) {
          if (f0last === 0) {
            if (result === min) {
              guess = max;
            } else {
              guess = min;
            }
            f0last = fun(guess);
            delta = guess - result;
          }
          if (sign(f0last) * sign(f0) < 0) {
            if (delta < 0) {
              delta = (result - min) / 2;
            } else {
              delta = (result - max) / 2;
            }
          } else if (delta < 0) {
            delta = (result - max) / 2;
          } else {
            delta = (result - min) / 2;
          }
        } else {
          delta = f0 / f1;
        }
        if (abs(delta * 2) > abs(delta2)) {
          delta = delta > 0 ? (result - min) / 2 : (result - max) / 2;
        }
        guess = result;
        result -= delta;
        if (result <= min) {
          delta = 0.5 * (guess - min);
          result = guess - delta;
          if (result === min || result === max) {
            break;
          }
        } else if (result >= max) {
          delta = 0.5 * (guess - max);
          result = guess - delta;
          if (result === min || result === max) {
            break;
          }
        }
        if (delta > 0) {
          max = guess;
        } else {
          min = guess;
        }
      } while (count && abs(result * factor) < abs(delta));
      return result;
    }
    module.exports = newtonRaphsonIterate;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co1.js
var require_polyval_co1 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -1;
      }
      return -1 + x * (-5 + x * 5);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co2.js
var require_polyval_co2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1;
      }
      return 1 + x * (21 + x * (-69 + x * 46));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co3.js
var require_polyval_co3 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co3.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 7;
      }
      return 7 + x * (-2 + x * (33 + x * (-62 + x * 31)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co4.js
var require_polyval_co4 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co4.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 25;
      }
      return 25 + x * (-52 + x * (-17 + x * (88 + x * (-115 + x * 46))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co5.js
var require_polyval_co5 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co5.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 7;
      }
      return 7 + x * (12 + x * (-78 + x * 52));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co6.js
var require_polyval_co6 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co6.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -7;
      }
      return -7 + x * (2 + x * (183 + x * (-370 + x * 185)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co7.js
var require_polyval_co7 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co7.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -533;
      }
      return -533 + x * (776 + x * (-1835 + x * (10240 + x * (-13525 + x * 5410))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co8.js
var require_polyval_co8 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co8.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -1579;
      }
      return -1579 + x * (3747 + x * (-3372 + x * (-15821 + x * (45588 + x * (-45213 + x * 15071)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co9.js
var require_polyval_co9 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co9.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 449;
      }
      return 449 + x * (-1259 + x * (-769 + x * (6686 + x * (-9260 + x * 3704))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co10.js
var require_polyval_co10 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co10.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 63149;
      }
      return 63149 + x * (-151557 + x * (140052 + x * (-727469 + x * (2239932 + x * (-2251437 + x * 750479)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co11.js
var require_polyval_co11 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co11.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 29233;
      }
      return 29233 + x * (-78755 + x * (105222 + x * (146879 + x * (-1602610 + x * (3195183 + x * (-2554139 + x * 729754))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co12.js
var require_polyval_co12 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co12.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1;
      }
      return 1 + x * (-13 + x * 13);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co13.js
var require_polyval_co13 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co13.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1;
      }
      return 1 + x * (21 + x * (-69 + x * 46));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme2.js
var require_temme2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme2.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib107();
    var erfcinv = require_lib125();
    var abs = require_lib42();
    var exp = require_lib58();
    var ln2 = require_lib95();
    var sqrt = require_lib39();
    var sin = require_lib86();
    var cos = require_lib96();
    var temmeRootFinder = require_root_finder();
    var newtonRaphsonIterate = require_newton_raphson();
    var polyval1 = require_polyval_co1();
    var polyval2 = require_polyval_co2();
    var polyval3 = require_polyval_co3();
    var polyval4 = require_polyval_co4();
    var polyval5 = require_polyval_co5();
    var polyval6 = require_polyval_co6();
    var polyval7 = require_polyval_co7();
    var polyval8 = require_polyval_co8();
    var polyval9 = require_polyval_co9();
    var polyval10 = require_polyval_co10();
    var polyval11 = require_polyval_co11();
    var polyval12 = require_polyval_co12();
    var polyval13 = require_polyval_co13();
    var workspace = [0, 0, 0, 0, 0, 0];
    var terms = [0, 0, 0, 0];
    function temme2(z2, r, theta) {
      var upper;
      var lower;
      var alpha;
      var roots;
      var eta0;
      var eta;
      var sc7;
      var sc6;
      var sc5;
      var sc4;
      var sc3;
      var sc2;
      var sc;
      var lu;
      var s22;
      var c2;
      var c;
      var s3;
      var u2;
      var x;
      eta0 = erfcinv(2 * z2) / -sqrt(r / 2);
      s3 = sin(theta);
      c = cos(theta);
      terms[0] = eta0;
      s22 = s3 * s3;
      c2 = c * c;
      sc = s3 * c;
      sc2 = sc * sc;
      sc3 = sc2 * sc;
      sc4 = sc2 * sc2;
      sc5 = sc2 * sc3;
      sc6 = sc3 * sc3;
      sc7 = sc4 * sc3;
      workspace[0] = (2 * s22 - 1) / (3 * sc);
      workspace[1] = -polyval1(s22) / (36 * sc2);
      workspace[2] = polyval2(s22) / (1620 * sc3);
      workspace[3] = polyval3(s22) / (6480 * sc4);
      workspace[4] = polyval4(s22) / (90720 * sc5);
      workspace[5] = 0;
      terms[1] = evalpoly(workspace, eta0);
      workspace[0] = -polyval5(s22) / (405 * sc3);
      workspace[1] = polyval6(s22) / (2592 * sc4);
      workspace[2] = -polyval7(s22) / (204120 * sc5);
      workspace[3] = -polyval8(s22) / (2099520 * sc6);
      workspace[4] = 0;
      workspace[5] = 0;
      terms[2] = evalpoly(workspace, eta0);
      workspace[0] = polyval9(s22) / (102060 * sc5);
      workspace[1] = -polyval10(s22) / (20995200 * sc6);
      workspace[2] = polyval11(s22) / (36741600 * sc7);
      workspace[3] = 0;
      workspace[4] = 0;
      workspace[5] = 0;
      terms[3] = evalpoly(workspace, eta0);
      eta = evalpoly(terms, 1 / r);
      alpha = c / s3;
      alpha *= alpha;
      lu = -(eta * eta) / (2 * s22) + ln2(s22) + c2 * ln2(c2) / s22;
      if (abs(eta) < 0.7) {
        workspace[0] = s22;
        workspace[1] = sc;
        workspace[2] = (1 - 2 * s22) / 3;
        workspace[3] = polyval12(s22) / (36 * sc);
        workspace[4] = polyval13(s22) / (270 * sc2);
        workspace[5] = 0;
        x = evalpoly(workspace, eta);
      } else {
        u2 = exp(lu);
        workspace[0] = u2;
        workspace[1] = alpha;
        workspace[2] = 0;
        workspace[3] = 3 * alpha * (3 * alpha + 1) / 6;
        workspace[4] = 4 * alpha * (4 * alpha + 1) * (4 * alpha + 2) / 24;
        workspace[5] = 5 * alpha * (5 * alpha + 1) * (5 * alpha + 2) * (5 * alpha + 3) / 120;
        x = evalpoly(workspace, u2);
        if ((x - s22) * eta < 0) {
          x = 1 - x;
        }
      }
      if (eta < 0) {
        lower = 0;
        upper = s22;
      } else {
        lower = s22;
        upper = 1;
      }
      if (x < lower || x > upper) {
        x = (lower + upper) / 2;
      }
      roots = temmeRootFinder(-lu, alpha);
      x = newtonRaphsonIterate(roots, x, lower, upper, 32, 100);
      return x;
    }
    module.exports = temme2;
  }
});

// node_modules/ms/index.js
var require_ms = __commonJS({
  "node_modules/ms/index.js"(exports, module) {
    var s3 = 1e3;
    var m2 = s3 * 60;
    var h = m2 * 60;
    var d = h * 24;
    var y = d * 365.25;
    module.exports = function(val, options) {
      options = options || {};
      var type = typeof val;
      if (type === "string" && val.length > 0) {
        return parse(val);
      } else if (type === "number" && isNaN(val) === false) {
        return options.long ? fmtLong(val) : fmtShort(val);
      }
      throw new Error(
        "val is not a non-empty string or a valid number. val=" + JSON.stringify(val)
      );
    };
    function parse(str) {
      str = String(str);
      if (str.length > 100) {
        return;
      }
      var match = /^((?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|years?|yrs?|y)?$/i.exec(
        str
      );
      if (!match) {
        return;
      }
      var n = parseFloat(match[1]);
      var type = (match[2] || "ms").toLowerCase();
      switch (type) {
        case "years":
        case "year":
        case "yrs":
        case "yr":
        case "y":
          return n * y;
        case "days":
        case "day":
        case "d":
          return n * d;
        case "hours":
        case "hour":
        case "hrs":
        case "hr":
        case "h":
          return n * h;
        case "minutes":
        case "minute":
        case "mins":
        case "min":
        case "m":
          return n * m2;
        case "seconds":
        case "second":
        case "secs":
        case "sec":
        case "s":
          return n * s3;
        case "milliseconds":
        case "millisecond":
        case "msecs":
        case "msec":
        case "ms":
          return n;
        default:
          return void 0;
      }
    }
    function fmtShort(ms2) {
      if (ms2 >= d) {
        return Math.round(ms2 / d) + "d";
      }
      if (ms2 >= h) {
        return Math.round(ms2 / h) + "h";
      }
      if (ms2 >= m2) {
        return Math.round(ms2 / m2) + "m";
      }
      if (ms2 >= s3) {
        return Math.round(ms2 / s3) + "s";
      }
      return ms2 + "ms";
    }
    function fmtLong(ms2) {
      return plural2(ms2, d, "day") || plural2(ms2, h, "hour") || plural2(ms2, m2, "minute") || plural2(ms2, s3, "second") || ms2 + " ms";
    }
    function plural2(ms2, n, name) {
      if (ms2 < n) {
        return;
      }
      if (ms2 < n * 1.5) {
        return Math.floor(ms2 / n) + " " + name;
      }
      return Math.ceil(ms2 / n) + " " + name + "s";
    }
  }
});

// node_modules/debug/src/debug.js
var require_debug = __commonJS({
  "node_modules/debug/src/debug.js"(exports, module) {
    exports = module.exports = createDebug.debug = createDebug["default"] = createDebug;
    exports.coerce = coerce;
    exports.disable = disable;
    exports.enable = enable;
    exports.enabled = enabled;
    exports.humanize = require_ms();
    exports.names = [];
    exports.skips = [];
    exports.formatters = {};
    var prevTime;
    function selectColor(namespace) {
      var hash = 0, i;
      for (i in namespace) {
        hash = (hash << 5) - hash + namespace.charCodeAt(i);
        hash |= 0;
      }
      return exports.colors[Math.abs(hash) % exports.colors.length];
    }
    function createDebug(namespace) {
      function debug() {
        if (!debug.enabled) return;
        var self = debug;
        var curr = +/* @__PURE__ */ new Date();
        var ms2 = curr - (prevTime || curr);
        self.diff = ms2;
        self.prev = prevTime;
        self.curr = curr;
        prevTime = curr;
        var args = new Array(arguments.length);
        for (var i = 0; i < args.length; i++) {
          args[i] = arguments[i];
        }
        args[0] = exports.coerce(args[0]);
        if ("string" !== typeof args[0]) {
          args.unshift("%O");
        }
        var index = 0;
        args[0] = args[0].replace(/%([a-zA-Z%])/g, function(match, format) {
          if (match === "%%") return match;
          index++;
          var formatter = exports.formatters[format];
          if ("function" === typeof formatter) {
            var val = args[index];
            match = formatter.call(self, val);
            args.splice(index, 1);
            index--;
          }
          return match;
        });
        exports.formatArgs.call(self, args);
        var logFn = debug.log || exports.log || console.log.bind(console);
        logFn.apply(self, args);
      }
      debug.namespace = namespace;
      debug.enabled = exports.enabled(namespace);
      debug.useColors = exports.useColors();
      debug.color = selectColor(namespace);
      if ("function" === typeof exports.init) {
        exports.init(debug);
      }
      return debug;
    }
    function enable(namespaces) {
      exports.save(namespaces);
      exports.names = [];
      exports.skips = [];
      var split = (typeof namespaces === "string" ? namespaces : "").split(/[\s,]+/);
      var len = split.length;
      for (var i = 0; i < len; i++) {
        if (!split[i]) continue;
        namespaces = split[i].replace(/\*/g, ".*?");
        if (namespaces[0] === "-") {
          exports.skips.push(new RegExp("^" + namespaces.substr(1) + "$"));
        } else {
          exports.names.push(new RegExp("^" + namespaces + "$"));
        }
      }
    }
    function disable() {
      exports.enable("");
    }
    function enabled(name) {
      var i, len;
      for (i = 0, len = exports.skips.length; i < len; i++) {
        if (exports.skips[i].test(name)) {
          return false;
        }
      }
      for (i = 0, len = exports.names.length; i < len; i++) {
        if (exports.names[i].test(name)) {
          return true;
        }
      }
      return false;
    }
    function coerce(val) {
      if (val instanceof Error) return val.stack || val.message;
      return val;
    }
  }
});

// node_modules/debug/src/browser.js
var require_browser = __commonJS({
  "node_modules/debug/src/browser.js"(exports, module) {
    exports = module.exports = require_debug();
    exports.log = log;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.storage = "undefined" != typeof chrome && "undefined" != typeof chrome.storage ? chrome.storage.local : localstorage();
    exports.colors = [
      "lightseagreen",
      "forestgreen",
      "goldenrod",
      "dodgerblue",
      "darkorchid",
      "crimson"
    ];
    function useColors() {
      if (typeof window !== "undefined" && window.process && window.process.type === "renderer") {
        return true;
      }
      return typeof document !== "undefined" && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance || // is firebug? http://stackoverflow.com/a/398120/376773
      typeof window !== "undefined" && window.console && (window.console.firebug || window.console.exception && window.console.table) || // is firefox >= v31?
      // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/) && parseInt(RegExp.$1, 10) >= 31 || // double check webkit in userAgent just in case we are in a worker
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/);
    }
    exports.formatters.j = function(v2) {
      try {
        return JSON.stringify(v2);
      } catch (err) {
        return "[UnexpectedJSONParseError]: " + err.message;
      }
    };
    function formatArgs(args) {
      var useColors2 = this.useColors;
      args[0] = (useColors2 ? "%c" : "") + this.namespace + (useColors2 ? " %c" : " ") + args[0] + (useColors2 ? "%c " : " ") + "+" + exports.humanize(this.diff);
      if (!useColors2) return;
      var c = "color: " + this.color;
      args.splice(1, 0, c, "color: inherit");
      var index = 0;
      var lastC = 0;
      args[0].replace(/%[a-zA-Z%]/g, function(match) {
        if ("%%" === match) return;
        index++;
        if ("%c" === match) {
          lastC = index;
        }
      });
      args.splice(lastC, 0, c);
    }
    function log() {
      return "object" === typeof console && console.log && Function.prototype.apply.call(console.log, console, arguments);
    }
    function save(namespaces) {
      try {
        if (null == namespaces) {
          exports.storage.removeItem("debug");
        } else {
          exports.storage.debug = namespaces;
        }
      } catch (e) {
      }
    }
    function load() {
      var r;
      try {
        r = exports.storage.debug;
      } catch (e) {
      }
      if (!r && typeof process !== "undefined" && "env" in process) {
        r = process.env.DEBUG;
      }
      return r;
    }
    exports.enable(load());
    function localstorage() {
      try {
        return window.localStorage;
      } catch (e) {
      }
    }
  }
});

// node_modules/debug/src/node.js
var require_node = __commonJS({
  "node_modules/debug/src/node.js"(exports, module) {
    var tty = __require("tty");
    var util = __require("util");
    exports = module.exports = require_debug();
    exports.init = init;
    exports.log = log;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.colors = [6, 2, 3, 4, 5, 1];
    exports.inspectOpts = Object.keys(process.env).filter(function(key) {
      return /^debug_/i.test(key);
    }).reduce(function(obj, key) {
      var prop = key.substring(6).toLowerCase().replace(/_([a-z])/g, function(_2, k2) {
        return k2.toUpperCase();
      });
      var val = process.env[key];
      if (/^(yes|on|true|enabled)$/i.test(val)) val = true;
      else if (/^(no|off|false|disabled)$/i.test(val)) val = false;
      else if (val === "null") val = null;
      else val = Number(val);
      obj[prop] = val;
      return obj;
    }, {});
    var fd = parseInt(process.env.DEBUG_FD, 10) || 2;
    if (1 !== fd && 2 !== fd) {
      util.deprecate(function() {
      }, "except for stderr(2) and stdout(1), any other usage of DEBUG_FD is deprecated. Override debug.log if you want to use a different log function (https://git.io/debug_fd)")();
    }
    var stream = 1 === fd ? process.stdout : 2 === fd ? process.stderr : createWritableStdioStream(fd);
    function useColors() {
      return "colors" in exports.inspectOpts ? Boolean(exports.inspectOpts.colors) : tty.isatty(fd);
    }
    exports.formatters.o = function(v2) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v2, this.inspectOpts).split("\n").map(function(str) {
        return str.trim();
      }).join(" ");
    };
    exports.formatters.O = function(v2) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v2, this.inspectOpts);
    };
    function formatArgs(args) {
      var name = this.namespace;
      var useColors2 = this.useColors;
      if (useColors2) {
        var c = this.color;
        var prefix = "  \x1B[3" + c + ";1m" + name + " \x1B[0m";
        args[0] = prefix + args[0].split("\n").join("\n" + prefix);
        args.push("\x1B[3" + c + "m+" + exports.humanize(this.diff) + "\x1B[0m");
      } else {
        args[0] = (/* @__PURE__ */ new Date()).toUTCString() + " " + name + " " + args[0];
      }
    }
    function log() {
      return stream.write(util.format.apply(util, arguments) + "\n");
    }
    function save(namespaces) {
      if (null == namespaces) {
        delete process.env.DEBUG;
      } else {
        process.env.DEBUG = namespaces;
      }
    }
    function load() {
      return process.env.DEBUG;
    }
    function createWritableStdioStream(fd2) {
      var stream2;
      var tty_wrap = process.binding("tty_wrap");
      switch (tty_wrap.guessHandleType(fd2)) {
        case "TTY":
          stream2 = new tty.WriteStream(fd2);
          stream2._type = "tty";
          if (stream2._handle && stream2._handle.unref) {
            stream2._handle.unref();
          }
          break;
        case "FILE":
          var fs2 = __require("fs");
          stream2 = new fs2.SyncWriteStream(fd2, { autoClose: false });
          stream2._type = "fs";
          break;
        case "PIPE":
        case "TCP":
          var net = __require("net");
          stream2 = new net.Socket({
            fd: fd2,
            readable: false,
            writable: true
          });
          stream2.readable = false;
          stream2.read = null;
          stream2._type = "pipe";
          if (stream2._handle && stream2._handle.unref) {
            stream2._handle.unref();
          }
          break;
        default:
          throw new Error("Implement me. Unknown stream file type!");
      }
      stream2.fd = fd2;
      stream2._isStdio = true;
      return stream2;
    }
    function init(debug) {
      debug.inspectOpts = {};
      var keys = Object.keys(exports.inspectOpts);
      for (var i = 0; i < keys.length; i++) {
        debug.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
      }
    }
    exports.enable(load());
  }
});

// node_modules/debug/src/index.js
var require_src = __commonJS({
  "node_modules/debug/src/index.js"(exports, module) {
    if (typeof process !== "undefined" && process.type === "renderer") {
      module.exports = require_browser();
    } else {
      module.exports = require_node();
    }
  }
});

// node_modules/@stdlib/constants-float32-max/lib/index.js
var require_lib129 = __commonJS({
  "node_modules/@stdlib/constants-float32-max/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT32_MAX = 34028234663852886e22;
    module.exports = FLOAT32_MAX;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/higher_newton.js
var require_higher_newton = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/higher_newton.js"(exports, module) {
    "use strict";
    var logger = require_src();
    var gammainc = require_lib115();
    var abs = require_lib42();
    var exp = require_lib58();
    var ln2 = require_lib95();
    var MAX_FLOAT32 = require_lib129();
    var debug = logger("gammaincinv:higher_newton");
    function higherNewton(x0, a, m2, p2, q2, lgama, invfp, pcase) {
      var dlnr;
      var xini;
      var ck0;
      var ck1;
      var ck2;
      var a2;
      var x2;
      var px;
      var qx;
      var xr2;
      var t;
      var n;
      var r;
      var x;
      x = x0;
      t = 1;
      n = 1;
      a2 = a * a;
      xini = x0;
      do {
        x = x0;
        x2 = x * x;
        if (m2 === 0) {
          dlnr = (1 - a) * ln2(x) + x + lgama;
          if (dlnr > ln2(MAX_FLOAT32)) {
            debug("Warning: overflow problems in one or more steps of the computation. The initial approximation to the root is returned.");
            return xini;
          }
          r = exp(dlnr);
        } else {
          r = -invfp * x;
        }
        if (pcase) {
          px = gammainc(x, a, true, false);
          ck0 = -r * (px - p2);
        } else {
          qx = gammainc(x, a, true, true);
          ck0 = r * (qx - q2);
        }
        r = ck0;
        if (p2 > 1e-120 || n > 1) {
          ck1 = 0.5 * (x - a + 1) / x;
          ck2 = (2 * x2 - 4 * x * a + 4 * x + 2 * a2 - 3 * a + 1) / x2;
          ck2 /= 6;
          x0 = x + r * (1 + r * (ck1 + r * ck2));
        } else {
          x0 = x + r;
        }
        t = abs(x / x0 - 1);
        n += 1;
        x = x0;
        if (x < 0) {
          x = xini;
          n = 100;
        }
      } while (t > 2e-14 && n < 35);
      if (t > 2e-14 || n > 99) {
        debug("Warning: the number of iterations in the Newton method reached the upper limit N=35. The last value obtained for the root is given as output.");
      }
      xr2 = x || 0;
      return xr2;
    }
    module.exports = higherNewton;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_ak1.js
var require_polyval_ak1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_ak1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0;
      }
      return 0 + x * (1 + x * (1 + x * (1.5 + x * (2.6666666666666665 + x * (5.208333333333333 + x * 10.8)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_ak2.js
var require_polyval_ak2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_ak2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1;
      }
      return 1 + x * (1 + x * (0.3333333333333333 + x * (0.027777777777777776 + x * (-0.003703703703703704 + x * (2314814814814815e-19 + x * 5878894767783657e-20)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/lambdaeta.js
var require_lambdaeta = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/lambdaeta.js"(exports, module) {
    "use strict";
    var abs = require_lib42();
    var exp = require_lib58();
    var ln2 = require_lib95();
    var evalpoly = require_lib107();
    var polyvalAK1 = require_polyval_ak1();
    var polyvalAK2 = require_polyval_ak2();
    var THRESHOLD = 1e-8;
    var ONEO12 = 0.08333333333333333;
    var ONEO120 = 0.008333333333333333;
    var AK = [1, 0, 0, 0, 0, 0];
    function lambdaeta(eta) {
      var L2;
      var L3;
      var L4;
      var L5;
      var la;
      var L6;
      var q2;
      var r;
      var s3;
      s3 = eta * eta * 0.5;
      if (eta === 0) {
        la = 0;
      } else if (eta < -1) {
        r = exp(-1 - s3);
        la = polyvalAK1(r);
      } else if (eta < 1) {
        r = eta;
        la = polyvalAK2(r);
      } else {
        r = 11 + s3;
        L6 = ln2(r);
        la = r + L6;
        r = 1 / r;
        L2 = L6 * L6;
        L3 = L2 * L6;
        L4 = L3 * L6;
        L5 = L4 * L6;
        AK[1] = (2 - L6) * 0.5;
        AK[2] = (-9 * L6 + 6 + 2 * L2) / 6;
        AK[3] = -(3 * L3 + 36 * L6 - 22 * L2 - 12) * ONEO12;
        AK[4] = (60 + 350 * L2 - 300 * L6 - 125 * L3 + 12 * L4) / 60;
        AK[5] = -(-120 - 274 * L4 + 900 * L6 - 1700 * L2 + 1125 * L3 + 20 * L5) * ONEO120;
        la += L6 * r * evalpoly(AK, r);
      }
      r = 1;
      if (eta > -3.5 && eta < -0.03 || eta > 0.03 && eta < 40) {
        r = 1;
        q2 = la;
        do {
          la = q2 * (s3 + ln2(q2)) / (q2 - 1);
          r = abs(q2 / la - 1);
          q2 = la;
        } while (r > THRESHOLD);
      }
      return la;
    }
    module.exports = lambdaeta;
  }
});

// node_modules/@stdlib/constants-float64-ln-sqrt-two-pi/lib/index.js
var require_lib130 = __commonJS({
  "node_modules/@stdlib/constants-float64-ln-sqrt-two-pi/lib/index.js"(exports, module) {
    "use strict";
    var LN_SQRT_TWO_PI = 0.9189385332046728;
    module.exports = LN_SQRT_TWO_PI;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/chepolsum.js
var require_chepolsum = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/chepolsum.js"(exports, module) {
    "use strict";
    var A2 = [
      1.9963790515900766,
      -0.0017971032528832887,
      13129285796384672e-21,
      -2340875228178749e-22,
      72291210671127e-22,
      -3280997607821e-22,
      19875070901e-21,
      -1509214183e-21,
      1375340084e-22,
      -145728923e-22,
      17532367e-22,
      -2351465e-22,
      346551e-22,
      -55471e-22,
      9548e-22,
      -1748e-22,
      332e-22,
      -58e-22
    ];
    function chepolsum(n, t) {
      var tt2;
      var u0;
      var u1;
      var u2;
      var k2;
      u0 = 0;
      u1 = 0;
      tt2 = t + t;
      k2 = n;
      do {
        u2 = u1;
        u1 = u0;
        u0 = tt2 * u1 - u2 + A2[k2];
        k2 -= 1;
      } while (k2 >= 0);
      return (u0 - u2) / 2;
    }
    module.exports = chepolsum;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_c.js
var require_polyval_c = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_c.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.025721014990011306;
      }
      return 0.025721014990011306 + x * (0.08247596616699963 + x * (-0.0025328157302663564 + x * (6099292666946337e-19 + x * (-33543297638406e-17 + x * 250505279903e-15))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_d.js
var require_polyval_d = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_d.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.08333333333333333;
      }
      return 0.08333333333333333 + x * (-0.002777777777777778 + x * (7936507936507937e-19 + x * -5952380952380953e-19));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/stirling.js
var require_stirling = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/stirling.js"(exports, module) {
    "use strict";
    var gammaln = require_lib98();
    var ln2 = require_lib95();
    var LN_SQRT_TWO_PI = require_lib130();
    var SMALLEST_FLOAT32 = require_lib113();
    var MAX_FLOAT32 = require_lib129();
    var chepolsum = require_chepolsum();
    var polyvalC = require_polyval_c();
    var polyvalD = require_polyval_d();
    var C6 = 0.30865217988013566;
    function stirling(x) {
      var z2;
      if (x < SMALLEST_FLOAT32) {
        return MAX_FLOAT32;
      }
      if (x < 1) {
        return gammaln(x + 1) - (x + 0.5) * ln2(x) + x - LN_SQRT_TWO_PI;
      }
      if (x < 2) {
        return gammaln(x) - (x - 0.5) * ln2(x) + x - LN_SQRT_TWO_PI;
      }
      if (x < 3) {
        return gammaln(x - 1) - (x - 0.5) * ln2(x) + x - LN_SQRT_TWO_PI + ln2(x - 1);
      }
      if (x < 12) {
        z2 = 18 / (x * x) - 1;
        return chepolsum(17, z2) / (12 * x);
      }
      z2 = 1 / (x * x);
      if (x < 1e3) {
        return polyvalC(z2) / (C6 + z2) / x;
      }
      return polyvalD(z2) / x;
    }
    module.exports = stirling;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/gamstar.js
var require_gamstar = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/gamstar.js"(exports, module) {
    "use strict";
    var exp = require_lib58();
    var gamma = require_lib89();
    var ln2 = require_lib95();
    var FLOAT32_MAX = require_lib129();
    var SQRT_TWO_PI = require_lib87();
    var stirling = require_stirling();
    function gamstar(x) {
      if (x >= 3) {
        return exp(stirling(x));
      }
      if (x > 0) {
        return gamma(x) / (exp(-x + (x - 0.5) * ln2(x)) * SQRT_TWO_PI);
      }
      return FLOAT32_MAX;
    }
    module.exports = gamstar;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak0bk0.js
var require_rational_ak0bk0 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak0bk0.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return -0.3333333333438;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.3333333333438 + x * (-0.2070740359969 + x * (-0.05041806657154 + x * (-0.004923635739372 + x * -4293658292782e-17)));
        s22 = 1 + x * (0.7045554412463 + x * (0.2118190062224 + x * (0.03048648397436 + x * 0.001605037988091)));
      } else {
        x = 1 / x;
        s1 = -4293658292782e-17 + x * (-0.004923635739372 + x * (-0.05041806657154 + x * (-0.2070740359969 + x * -0.3333333333438)));
        s22 = 0.001605037988091 + x * (0.03048648397436 + x * (0.2118190062224 + x * (0.7045554412463 + x * 1)));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/eps1.js
var require_eps1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/eps1.js"(exports, module) {
    "use strict";
    var abs = require_lib42();
    var ln2 = require_lib95();
    var lambdaeta = require_lambdaeta();
    var rateval = require_rational_ak0bk0();
    function eps1(eta) {
      var la;
      if (abs(eta) < 1) {
        return rateval(eta);
      }
      la = lambdaeta(eta);
      return ln2(eta / (la - 1)) / eta;
    }
    module.exports = eps1;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak1bk1.js
var require_rational_ak1bk1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak1bk1.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return -0.0172847633523;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.0172847633523 + x * (-0.0159372646475 + x * (-0.00464910887221 + x * (-60683488776e-14 + x * -614830384279e-17)));
        s22 = 1 + x * (0.764050615669 + x * (0.297143406325 + x * (0.0579490176079 + x * 0.00574558524851)));
      } else {
        x = 1 / x;
        s1 = -614830384279e-17 + x * (-60683488776e-14 + x * (-0.00464910887221 + x * (-0.0159372646475 + x * -0.0172847633523)));
        s22 = 0.00574558524851 + x * (0.0579490176079 + x * (0.297143406325 + x * (0.764050615669 + x * 1)));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak2bk2.js
var require_rational_ak2bk2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak2bk2.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return -0.0172839517431;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.0172839517431 + x * (-0.0146362417966 + x * (-0.00357406772616 + x * (-391032032692e-15 + x * 249634036069e-17)));
        s22 = 1 + x * (0.690560400696 + x * (0.249962384741 + x * (0.0443843438769 + x * 0.00424073217211)));
      } else {
        x = 1 / x;
        s1 = 249634036069e-17 + x * (-391032032692e-15 + x * (-0.00357406772616 + x * (-0.0146362417966 + x * -0.0172839517431)));
        s22 = 0.00424073217211 + x * (0.0443843438769 + x * (0.249962384741 + x * (0.690560400696 + x * 1)));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak3bk3.js
var require_rational_ak3bk3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak3bk3.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return 0.99994466948;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.99994466948 + x * (104.649839762 + x * (857.204033806 + x * (731.901559577 + x * 45.5174411671)));
        s22 = 1 + x * (104.526456943 + x * (823.313447808 + x * (3119.93802124 + x * 3970.03311219)));
      } else {
        x = 1 / x;
        s1 = 45.5174411671 + x * (731.901559577 + x * (857.204033806 + x * (104.649839762 + x * 0.99994466948)));
        s22 = 3970.03311219 + x * (3119.93802124 + x * (823.313447808 + x * (104.526456943 + x * 1)));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/eps2.js
var require_eps2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/eps2.js"(exports, module) {
    "use strict";
    var ln2 = require_lib95();
    var rateval1 = require_rational_ak1bk1();
    var rateval2 = require_rational_ak2bk2();
    var rateval3 = require_rational_ak3bk3();
    function eps2(eta) {
      var lnmeta;
      var x;
      if (eta < -5) {
        x = eta * eta;
        lnmeta = ln2(-eta);
        return (12 - x - 6 * (lnmeta * lnmeta)) / (12 * x * eta);
      }
      if (eta < -2) {
        return rateval1(eta);
      }
      if (eta < 2) {
        return rateval2(eta);
      }
      if (eta < 1e3) {
        x = 1 / eta;
        return rateval3(eta) / (-12 * eta);
      }
      return -1 / (12 * eta);
    }
    module.exports = eps2;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak4bk4.js
var require_rational_ak4bk4 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak4bk4.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return 0.0495346498136;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.0495346498136 + x * (0.0299521337141 + x * (0.00688296911516 + x * (512634846317e-15 + x * -201411722031e-16)));
        s22 = 1 + x * (0.759803615283 + x * (0.261547111595 + x * (0.0464854522477 + x * 0.00403751193496)));
      } else {
        x = 1 / x;
        s1 = -201411722031e-16 + x * (512634846317e-15 + x * (0.00688296911516 + x * (0.0299521337141 + x * 0.0495346498136)));
        s22 = 0.00403751193496 + x * (0.0464854522477 + x * (0.261547111595 + x * (0.759803615283 + x * 1)));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak5bk5.js
var require_rational_ak5bk5 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak5bk5.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return 0.00452313583942;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.00452313583942 + x * (0.00120744920113 + x * (-789724156582e-16 + x * (-504476066942e-16 + x * -535770949796e-17)));
        s22 = 1 + x * (0.912203410349 + x * (0.405368773071 + x * (0.0901638932349 + x * 0.00948935714996)));
      } else {
        x = 1 / x;
        s1 = -535770949796e-17 + x * (-504476066942e-16 + x * (-789724156582e-16 + x * (0.00120744920113 + x * 0.00452313583942)));
        s22 = 0.00948935714996 + x * (0.0901638932349 + x * (0.405368773071 + x * (0.912203410349 + x * 1)));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak6bk6.js
var require_rational_ak6bk6 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak6bk6.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return 0.00439937562904;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.00439937562904 + x * (487225670639e-15 + x * (-128470657374e-15 + x * (529110969589e-17 + x * 15716677175e-17)));
        s22 = 1 + x * (0.794435257415 + x * (0.333094721709 + x * (0.0703527806143 + x * 0.00806110846078)));
      } else {
        x = 1 / x;
        s1 = 15716677175e-17 + x * (529110969589e-17 + x * (-128470657374e-15 + x * (487225670639e-15 + x * 0.00439937562904)));
        s22 = 0.00806110846078 + x * (0.0703527806143 + x * (0.333094721709 + x * (0.794435257415 + x * 1)));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak7bk7.js
var require_rational_ak7bk7 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak7bk7.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return -0.0011481191232;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.0011481191232 + x * (-0.112850923276 + x * (1.51623048511 + x * (-0.218472031183 + x * 0.0730002451555)));
        s22 = 1 + x * (14.2482206905 + x * (69.7360396285 + x * (218.938950816 + x * 277.067027185)));
      } else {
        x = 1 / x;
        s1 = 0.0730002451555 + x * (-0.218472031183 + x * (1.51623048511 + x * (-0.112850923276 + x * -0.0011481191232)));
        s22 = 277.067027185 + x * (218.938950816 + x * (69.7360396285 + x * (14.2482206905 + x * 1)));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak8bk8.js
var require_rational_ak8bk8 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak8bk8.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s22;
      if (x === 0) {
        return -145727889667e-15;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -145727889667e-15 + x * (-0.290806748131 + x * (-13.308504545 + x * (199.722374056 + x * -11.4311378756)));
        s22 = 1 + x * (139.612587808 + x * (2189.01116348 + x * (7115.24019009 + x * 45574.6081453)));
      } else {
        x = 1 / x;
        s1 = -11.4311378756 + x * (199.722374056 + x * (-13.308504545 + x * (-0.290806748131 + x * -145727889667e-15)));
        s22 = 45574.6081453 + x * (7115.24019009 + x * (2189.01116348 + x * (139.612587808 + x * 1)));
      }
      return s1 / s22;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/eps3.js
var require_eps3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/eps3.js"(exports, module) {
    "use strict";
    var ln2 = require_lib95();
    var rational1 = require_rational_ak4bk4();
    var rational2 = require_rational_ak5bk5();
    var rational3 = require_rational_ak6bk6();
    var rational4 = require_rational_ak7bk7();
    var rational5 = require_rational_ak8bk8();
    function eps3(eta) {
      var x;
      var y;
      if (eta < -8) {
        x = eta * eta;
        y = ln2(-eta) / eta;
        return (-30 + eta * y * (6 * x * y * y - 12 + x)) / (12 * eta * x * x);
      }
      if (eta < -4) {
        return rational1(eta) / (eta * eta);
      }
      if (eta < -2) {
        return rational2(eta);
      }
      if (eta < 2) {
        return rational3(eta);
      }
      if (eta < 10) {
        x = 1 / eta;
        return rational4(x) / (eta * eta);
      }
      if (eta < 100) {
        x = 1 / eta;
        return rational5(x) / (eta * eta);
      }
      return -ln2(eta) / (12 * eta * eta * eta);
    }
    module.exports = eps3;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/compute.js
var require_compute = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/compute.js"(exports, module) {
    "use strict";
    var logger = require_src();
    var evalpoly = require_lib107();
    var gammaln = require_lib98();
    var erfcinv = require_lib125();
    var gamma = require_lib89();
    var sqrt = require_lib39();
    var abs = require_lib42();
    var exp = require_lib58();
    var min = require_lib74();
    var pow = require_lib67();
    var ln2 = require_lib95();
    var SQRT_TWO_PI = require_lib87();
    var MAX_FLOAT32 = require_lib129();
    var TWO_PI = require_lib109();
    var higherNewton = require_higher_newton();
    var lambdaeta = require_lambdaeta();
    var gamstar = require_gamstar();
    var eps1 = require_eps1();
    var eps2 = require_eps2();
    var eps3 = require_eps3();
    var debug = logger("gammaincinv:compute");
    var HALF = 0.5;
    var ONEO3 = 0.3333333333333333;
    var ONEO4 = 0.25;
    var ONEO5 = 0.2;
    var ONEO6 = 0.16666666666666666;
    var ONEO12 = 0.08333333333333333;
    var ONEO24 = 0.041666666666666664;
    var CK = [0, 0, 0, 0, 0];
    function compute(a, p2, q2) {
      var ap1inv;
      var invfp;
      var lgama;
      var pcase;
      var porq;
      var ainv;
      var logr;
      var ap22;
      var ap14;
      var ap13;
      var ap12;
      var vgam;
      var vmin;
      var xini;
      var ap1;
      var ap2;
      var ap3;
      var eta;
      var p6;
      var p5;
      var x0;
      var a2;
      var L2;
      var L3;
      var L4;
      var b2;
      var b3;
      var p3;
      var a4;
      var fp;
      var p4;
      var p22;
      var a3;
      var xr2;
      var ck;
      var b4;
      var L5;
      var i;
      var k2;
      var m2;
      var r;
      var s3;
      var t;
      var y;
      if (p2 < HALF) {
        pcase = true;
        porq = p2;
        s3 = -1;
      } else {
        pcase = false;
        porq = q2;
        s3 = 1;
      }
      k2 = 0;
      if (abs(a - 1) < 1e-4) {
        m2 = 0;
        if (pcase) {
          if (p2 < 1e-3) {
            p22 = p2 * p2;
            p3 = p22 * p2;
            p4 = p3 * p2;
            p5 = p4 * p2;
            p6 = p5 * p2;
            x0 = p2 + p22 * HALF + p3 * ONEO3 + p4 * ONEO4 + p5 * ONEO5 + p6 * ONEO6;
          } else {
            x0 = -ln2(1 - p2);
          }
        } else {
          x0 = -ln2(q2);
        }
        if (a === 1) {
          k2 = 2;
          xr2 = x0;
        } else {
          lgama = gammaln(a);
          k2 = 1;
        }
      }
      if (q2 < 1e-30 && a < HALF) {
        m2 = 0;
        x0 = -ln2(q2 * gamma(a)) + (a - 1) * ln2(-ln2(q2 * gamma(a)));
        k2 = 1;
        lgama = gammaln(a);
      }
      if (a > 1 && a < 500 && p2 < 1e-80) {
        m2 = 0;
        ainv = 1 / a;
        ap1inv = 1 / (a + 1);
        x0 = (gammaln(a + 1) + ln2(p2)) * ainv;
        x0 = exp(x0);
        xini = x0;
        for (i = 0; i < 10; i++) {
          x0 = xini * exp(x0 * ainv) * pow(1 - x0 * ap1inv, ainv);
        }
        k2 = 1;
        lgama = gammaln(a);
      }
      logr = 1 / a * (ln2(p2) + gammaln(a + 1));
      if (logr < ln2(ONEO5 * (1 + a)) && k2 === 0) {
        r = exp(logr);
        m2 = 0;
        a2 = a * a;
        a3 = a2 * a;
        a4 = a3 * a;
        ap1 = a + 1;
        ap12 = ap1 * ap1;
        ap13 = ap1 * ap12;
        ap14 = ap12 * ap12;
        ap2 = a + 2;
        ap22 = ap2 * ap2;
        ap3 = a + 3;
        CK[0] = 1;
        CK[1] = 1 / ap1;
        CK[2] = HALF * (3 * a + 5) / (ap12 * ap2);
        CK[3] = ONEO3 * (31 + 8 * a2 + 33 * a) / (ap13 * ap2 * ap3);
        CK[4] = ONEO24 * (2888 + 1179 * a3 + 125 * a4 + 3971 * a2 + 5661 * a) / (ap14 * ap22 * ap3 * (a + 4));
        x0 = r * evalpoly(CK, r);
        lgama = gammaln(a);
        k2 = 1;
      }
      if (a < 10 && k2 === 0) {
        vgam = sqrt(a) / (gamstar(a) * SQRT_TWO_PI);
        vmin = min(0.02, vgam);
        if (q2 < vmin) {
          m2 = 0;
          b4 = 1 - a;
          b2 = b4 * b4;
          b3 = b2 * b4;
          eta = sqrt(-2 / a * ln2(q2 / vgam));
          x0 = a * lambdaeta(eta);
          L5 = ln2(x0);
          if (x0 > 5) {
            L2 = L5 * L5;
            L3 = L2 * L5;
            L4 = L3 * L5;
            r = 1 / x0;
            CK[0] = L5 - 1;
            CK[1] = (3 * b4 - 2 * b4 * L5 + L2 - 2 * L5 + 2) * HALF;
            CK[2] = (24 * b4 * L5 - 11 * b2 - 24 * b4 - 6 * L2 + 12 * L5 - 12 - 9 * b4 * L2 + 6 * b2 * L5 + 2 * L3) * ONEO6;
            CK[3] = (-12 * b3 * L5 + 8.04 * b4 * L2 - 114 * b2 * L5 + (72 + 36 * L2) + (3 * L4 - 72 * L5 + 162) * (b4 - 168 * b4 * L5) - (12 * L3 + 25 * b3) - (22 * b4 * L3 + 36 * b2 * L2 + 120 * b2)) * ONEO12;
            CK[4] = 0;
            x0 = x0 - L5 + b4 * r * evalpoly(CK, r);
          } else {
            r = 1 / x0;
            L2 = L5 * L5;
            ck = L5 - 1;
            t = L5 - b4 * r * ck;
            if (t < x0) {
              x0 -= t;
            }
          }
          lgama = gammaln(a);
          k2 = 1;
        }
      }
      if (abs(porq - HALF) < 1e-5 && k2 === 0) {
        m2 = 0;
        ainv = 1 / a;
        x0 = a - ONEO3 + (0.019753086419753086 + 0.007211444248481286 * ainv) * ainv;
        lgama = gammaln(a);
        k2 = 1;
      }
      if (a < 1 && k2 === 0) {
        m2 = 0;
        if (pcase) {
          x0 = exp(1 / a * (ln2(porq) + gammaln(a + 1)));
        } else {
          x0 = exp(1 / a * (ln2(1 - porq) + gammaln(a + 1)));
        }
        lgama = gammaln(a);
        k2 = 1;
      }
      if (k2 === 0) {
        m2 = 1;
        ainv = 1 / a;
        r = erfcinv(2 * porq);
        eta = s3 * r / sqrt(a * HALF);
        if (r < MAX_FLOAT32) {
          eta += (eps1(eta) + (eps2(eta) + eps3(eta) * ainv) * ainv) * ainv;
          x0 = a * lambdaeta(eta);
          y = eta;
          fp = -sqrt(a / TWO_PI) * exp(-HALF * a * y * y) / gamstar(a);
          invfp = 1 / fp;
        } else {
          debug("Warning: Overflow problems in one or more steps of the computation.");
          return NaN;
        }
      }
      if (k2 < 2) {
        xr2 = higherNewton(x0, a, m2, p2, q2, lgama, invfp, pcase);
      }
      return xr2;
    }
    module.exports = compute;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/main.js
var require_main90 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var FLOAT32_SMALLEST = require_lib113();
    var PINF = require_lib31();
    var compute = require_compute();
    function gammaincinv(p2, a, upper) {
      if (isnan(p2) || isnan(a)) {
        return NaN;
      }
      if (a < FLOAT32_SMALLEST) {
        return NaN;
      }
      if (p2 > 1 || p2 < 0) {
        return NaN;
      }
      if (upper === true) {
        if (p2 === 0) {
          return PINF;
        }
        if (p2 === 1) {
          return 0;
        }
        return compute(a, 1 - p2, p2);
      }
      if (p2 === 0) {
        return 0;
      }
      if (p2 === 1) {
        return PINF;
      }
      return compute(a, p2, 1 - p2);
    }
    module.exports = gammaincinv;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/index.js
var require_lib131 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main90();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-smallest-subnormal/lib/index.js
var require_lib132 = __commonJS({
  "node_modules/@stdlib/constants-float64-smallest-subnormal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_SMALLEST_SUBNORMAL = 5e-324;
    module.exports = FLOAT64_SMALLEST_SUBNORMAL;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme3.js
var require_temme3 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme3.js"(exports, module) {
    "use strict";
    var gammaincinv = require_lib131();
    var ln2 = require_lib95();
    var sqrt = require_lib39();
    var SMALLEST_SUBNORMAL = require_lib132();
    var temmeRootFinder = require_root_finder();
    var newtonRaphsonIterate = require_newton_raphson();
    function temme3(a, b2, p2, q2) {
      var cross;
      var roots;
      var lower;
      var upper;
      var eta0;
      var eta;
      var w10;
      var w12;
      var w13;
      var w14;
      var e1;
      var e2;
      var e3;
      var mu;
      var d2;
      var d3;
      var d4;
      var w2;
      var w3;
      var w4;
      var w5;
      var w6;
      var w7;
      var w8;
      var w9;
      var w1;
      var d;
      var w11;
      var u2;
      var x;
      if (p2 < q2) {
        eta0 = gammaincinv(p2, b2, true);
      } else {
        eta0 = gammaincinv(q2, b2, false);
      }
      eta0 /= a;
      mu = b2 / a;
      w11 = sqrt(1 + mu);
      w2 = w11 * w11;
      w3 = w2 * w11;
      w4 = w2 * w2;
      w5 = w3 * w2;
      w6 = w3 * w3;
      w7 = w4 * w3;
      w8 = w4 * w4;
      w9 = w5 * w4;
      w10 = w5 * w5;
      d = eta0 - mu;
      d2 = d * d;
      d3 = d2 * d;
      d4 = d2 * d2;
      w1 = w11 + 1;
      w12 = w1 * w1;
      w13 = w1 * w12;
      w14 = w12 * w12;
      e1 = (w11 + 2) * (w11 - 1) / (3 * w11);
      e1 += (w3 + 9 * w2 + 21 * w11 + 5) * d / (36 * w2 * w1);
      e1 -= (w4 - 13 * w3 + 69 * w2 + 167 * w11 + 46) * d2 / (1620 * w12 * w3);
      e1 -= (7 * w5 + 21 * w4 + 70 * w3 + 26 * w2 - 93 * w11 - 31) * d3 / (6480 * w13 * w4);
      e1 -= (75 * w6 + 202 * w5 + 188 * w4 - 888 * w3 - 1345 * w2 + 118 * w11 + 138) * d4 / (272160 * w14 * w5);
      e2 = (28 * w4 + 131 * w3 + 402 * w2 + 581 * w11 + 208) * (w11 - 1) / (1620 * w1 * w3);
      e2 -= (35 * w6 - 154 * w5 - 623 * w4 - 1636 * w3 - 3983 * w2 - 3514 * w11 - 925) * d / (12960 * w12 * w4);
      e2 -= (2132 * w7 + 7915 * w6 + 16821 * w5 + 35066 * w4 + 87490 * w3 + 141183 * w2 + 95993 * w11 + 21640) * d2 / (816480 * w5 * w13);
      e2 -= (11053 * w8 + 53308 * w7 + 117010 * w6 + 163924 * w5 + 116188 * w4 - 258428 * w3 - 677042 * w2 - 481940 * w11 - 105497) * d3 / (14696640 * w14 * w6);
      e3 = -((3592 * w7 + 8375 * w6 - 1323 * w5 - 29198 * w4 - 89578 * w3 - 154413 * w2 - 116063 * w11 - 29632) * (w11 - 1)) / (816480 * w5 * w12);
      e3 -= (442043 * w9 + 2054169 * w8 + 3803094 * w7 + 3470754 * w6 + 2141568 * w5 - 2393568 * w4 - 19904934 * w3 - 34714674 * w2 - 23128299 * w11 - 5253353) * d / (146966400 * w6 * w13);
      e3 -= (116932 * w10 + 819281 * w9 + 2378172 * w8 + 4341330 * w7 + 6806004 * w6 + 10622748 * w5 + 18739500 * w4 + 30651894 * w3 + 30869976 * w2 + 15431867 * w11 + 2919016) * d2 / (146966400 * w14 * w7);
      eta = eta0 + e1 / a + e2 / (a * a) + e3 / (a * a * a);
      if (eta <= 0) {
        eta = SMALLEST_SUBNORMAL;
      }
      u2 = eta - mu * ln2(eta) + (1 + mu) * ln2(1 + mu) - mu;
      cross = 1 / (1 + mu);
      lower = eta < mu ? cross : 0;
      upper = eta < mu ? 1 : cross;
      x = (lower + upper) / 2;
      roots = temmeRootFinder(u2, mu);
      return newtonRaphsonIterate(roots, x, lower, upper, 32, 100);
    }
    module.exports = temme3;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/halley_iterate.js
var require_halley_iterate = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/halley_iterate.js"(exports, module) {
    "use strict";
    var abs = require_lib42();
    var ldexp = require_lib57();
    var sign = require_lib128();
    var max = require_lib72();
    var MAX_VALUE = require_lib75();
    function halleyIterate(fun, guess, minimum, maximum, digits, maxIter) {
      var convergence;
      var outOfBounds;
      var delta1;
      var delta2;
      var factor;
      var result;
      var f0Last;
      var count;
      var delta;
      var denom;
      var diff;
      var num;
      var res;
      var f0;
      var f1;
      var f2;
      f0 = 0;
      outOfBounds = false;
      result = guess;
      factor = ldexp(1, 1 - digits);
      delta = max(1e7 * guess, 1e7);
      f0Last = 0;
      delta1 = delta;
      delta2 = delta;
      count = maxIter;
      do {
        f0Last = f0;
        delta2 = delta1;
        delta1 = delta;
        res = fun(result);
        f0 = res[0];
        f1 = res[1];
        f2 = res[2];
        count -= 1;
        if (f0 === 0) {
          break;
        }
        if (f1 === 0) {
          if (f0Last === 0) {
            if (result === minimum) {
              guess = maximum;
            } else {
              guess = minimum;
            }
            f0Last = fun(guess);
            delta = guess - result;
          }
          if (sign(f0Last) * sign(f0) < 0) {
            if (delta < 0) {
              delta = (result - minimum) / 2;
            } else {
              delta = (result - maximum) / 2;
            }
          } else if (delta < 0) {
            delta = (result - maximum) / 2;
          } else {
            delta = (result - minimum) / 2;
          }
        } else if (f2 === 0) {
          delta = f0 / f1;
        } else {
          denom = 2 * f0;
          num = 2 * f1 - f0 * (f2 / f1);
          if (abs(num) < 1 && abs(denom) >= abs(num) * MAX_VALUE) {
            delta = f0 / f1;
          } else {
            delta = denom / num;
          }
          if (delta * f1 / f0 < 0) {
            delta = f0 / f1;
            if (abs(delta) > 2 * abs(guess)) {
              delta = (delta < 0 ? -1 : 1) * 2 * abs(guess);
            }
          }
        }
        convergence = abs(delta / delta2);
        if (convergence > 0.8 && convergence < 2) {
          delta = delta > 0 ? (result - minimum) / 2 : (result - maximum) / 2;
          if (abs(delta) > result) {
            delta = sign(delta) * result;
          }
          delta2 = delta * 3;
        }
        guess = result;
        result -= delta;
        if (result < minimum) {
          if (abs(minimum) < 1 && abs(result) > 1 && MAX_VALUE / abs(result) < abs(minimum)) {
            diff = 1e3;
          } else {
            diff = result / minimum;
          }
          if (abs(diff) < 1) {
            diff = 1 / diff;
          }
          if (!outOfBounds && diff > 0 && diff < 3) {
            delta = 0.99 * (guess - minimum);
            result = guess - delta;
            outOfBounds = true;
          } else {
            delta = (guess - minimum) / 2;
            result = guess - delta;
            if (result === minimum || result === maximum) {
              break;
            }
          }
        } else if (result > maximum) {
          if (abs(maximum) < 1 && abs(result) > 1 && MAX_VALUE / abs(result) < abs(maximum)) {
            diff = 1e3;
          } else {
            diff = result / maximum;
          }
          if (abs(diff) < 1) {
            diff = 1 / diff;
          }
          if (!outOfBounds && diff > 0 && diff < 3) {
            delta = 0.99 * (guess - maximum);
            result = guess - delta;
            outOfBounds = true;
          } else {
            delta = (guess - maximum) / 2;
            result = guess - delta;
            if (result === minimum || result === maximum) {
              break;
            }
          }
        }
        if (delta > 0) {
          maximum = guess;
        } else {
          minimum = guess;
        }
      } while (count && abs(result * factor) < abs(delta));
      return result;
    }
    module.exports = halleyIterate;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/ibeta_roots.js
var require_ibeta_roots = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/ibeta_roots.js"(exports, module) {
    "use strict";
    var kernelBetainc = require_lib121().assign;
    var abs = require_lib42();
    var FLOAT64_MAX = require_lib75();
    var FLOAT64_MIN_NORM = require_lib53();
    function ibetaRoots(a, b2, target, invert) {
      return roots;
      function roots(x) {
        var buf;
        var f1;
        var f2;
        var f3;
        var y;
        y = 1 - x;
        buf = [0, 0];
        kernelBetainc(x, a, b2, true, invert, buf, 1, 0);
        f3 = buf[0] - target;
        f1 = buf[1];
        if (invert) {
          f1 = -f1;
        }
        if (y === 0) {
          y = FLOAT64_MIN_NORM * 64;
        }
        if (x === 0) {
          x = FLOAT64_MIN_NORM * 64;
        }
        f2 = f1 * (-(y * a) + (b2 - 2) * x + 1);
        if (abs(f2) < y * x * FLOAT64_MAX) {
          f2 /= y * x;
        }
        if (invert) {
          f2 = -f2;
        }
        if (f1 === 0) {
          f1 = (invert ? -1 : 1) * FLOAT64_MIN_NORM * 64;
        }
        return [f3, f1, f2];
      }
    }
    module.exports = ibetaRoots;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/main.js
var require_main91 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/main.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib107();
    var betainc = require_lib122();
    var expm1 = require_lib36();
    var log1p = require_lib38();
    var asin = require_lib41();
    var beta = require_lib70();
    var sqrt = require_lib39();
    var abs = require_lib42();
    var exp = require_lib58();
    var pow = require_lib67();
    var sin = require_lib86();
    var max = require_lib72();
    var min = require_lib74();
    var ln2 = require_lib95();
    var FLOAT64_MIN_NORM = require_lib53();
    var HALF_PI = require_lib77();
    var EPSILON = require_lib69();
    var findIBetaInvFromTDist = require_find_ibeta_inv_from_t_dist();
    var temme1 = require_temme1();
    var temme2 = require_temme2();
    var temme3 = require_temme3();
    var halleyIterate = require_halley_iterate();
    var ibetaRoots = require_ibeta_roots();
    var DIGITS = 32;
    var MAX_ITERATIONS = 1e3;
    var terms = [0, 0, 0, 0, 0];
    function ibetaInvImp(a, b2, p2, q2) {
      var digits;
      var invert;
      var lambda;
      var lower;
      var theta;
      var upper;
      var roots;
      var maxv;
      var minv;
      var bet;
      var ppa;
      var tmp;
      var xs2;
      var ap1;
      var bm1;
      var fs2;
      var lx;
      var ps2;
      var xg;
      var xs3;
      var yp;
      var a2;
      var a3;
      var b22;
      var r;
      var l;
      var u2;
      var x;
      var y;
      invert = false;
      if (q2 === 0) {
        return [1, 0];
      }
      if (p2 === 0) {
        return [0, 1];
      }
      if (a === 1) {
        if (b2 === 1) {
          return [p2, 1 - p2];
        }
        tmp = b2;
        b2 = a;
        a = tmp;
        tmp = q2;
        q2 = p2;
        p2 = tmp;
        invert = true;
      }
      x = 0;
      lower = 0;
      upper = 1;
      if (a === 0.5) {
        if (b2 === 0.5) {
          x = sin(p2 * HALF_PI);
          x *= x;
          y = sin(q2 * HALF_PI);
          y *= y;
          return [x, y];
        }
        if (b2 > 0.5) {
          tmp = b2;
          b2 = a;
          a = tmp;
          tmp = q2;
          q2 = p2;
          p2 = tmp;
          invert = !invert;
        }
      }
      if (b2 === 0.5 && a >= 0.5 && p2 !== 1) {
        yp = {};
        x = findIBetaInvFromTDist(a, p2, yp);
        y = yp.value;
      } else if (b2 === 1) {
        if (p2 < q2) {
          if (a > 1) {
            x = pow(p2, 1 / a);
            y = -expm1(ln2(p2) / a);
          } else {
            x = pow(p2, 1 / a);
            y = 1 - x;
          }
        } else {
          x = exp(log1p(-q2) / a);
          y = -expm1(log1p(-q2) / a);
        }
        if (invert) {
          tmp = y;
          y = x;
          x = tmp;
        }
        return [x, y];
      } else if (a + b2 > 5) {
        if (p2 > 0.5) {
          tmp = b2;
          b2 = a;
          a = tmp;
          tmp = q2;
          q2 = p2;
          p2 = tmp;
          invert = !invert;
        }
        minv = min(a, b2);
        maxv = max(a, b2);
        if (sqrt(minv) > maxv - minv && minv > 5) {
          x = temme1(a, b2, p2);
          y = 1 - x;
        } else {
          r = a + b2;
          theta = asin(sqrt(a / r));
          lambda = minv / r;
          if (lambda >= 0.2 && lambda <= 0.8 && r >= 10) {
            ppa = pow(p2, 1 / a);
            if (ppa < 25e-4 && a + b2 < 200) {
              x = ppa * pow(a * beta(a, b2), 1 / a);
            } else {
              x = temme2(p2, r, theta);
            }
            y = 1 - x;
          } else {
            if (a < b2) {
              tmp = b2;
              b2 = a;
              a = tmp;
              tmp = q2;
              q2 = p2;
              p2 = tmp;
              invert = !invert;
            }
            bet = 0;
            if (b2 < 2) {
              bet = beta(a, b2);
            }
            if (bet === 0) {
              y = 1;
            } else {
              y = pow(b2 * q2 * bet, 1 / b2);
              x = 1 - y;
            }
          }
          if (y > 1e-5) {
            x = temme3(a, b2, p2, q2);
            y = 1 - x;
          }
        }
      } else if (a < 1 && b2 < 1) {
        xs3 = (1 - a) / (2 - a - b2);
        fs2 = betainc(xs3, a, b2) - p2;
        if (abs(fs2) / p2 < EPSILON * 3) {
          if (invert) {
            return [1 - xs3, xs3];
          }
          return [xs3, 1 - xs3];
        }
        if (fs2 < 0) {
          tmp = b2;
          b2 = a;
          a = tmp;
          tmp = q2;
          q2 = p2;
          p2 = tmp;
          invert = !invert;
          xs3 = 1 - xs3;
        }
        xg = pow(a * p2 * beta(a, b2), 1 / a);
        x = xg / (1 + xg);
        y = 1 / (1 + xg);
        if (x > xs3) {
          x = xs3;
        }
        upper = xs3;
      } else if (a > 1 && b2 > 1) {
        xs3 = (a - 1) / (a + b2 - 2);
        xs2 = (b2 - 1) / (a + b2 - 2);
        ps2 = betainc(xs3, a, b2) - p2;
        if (ps2 < 0) {
          tmp = b2;
          b2 = a;
          a = tmp;
          tmp = q2;
          q2 = p2;
          p2 = tmp;
          tmp = xs2;
          xs2 = xs3;
          xs3 = tmp;
          invert = !invert;
        }
        lx = ln2(p2 * a * beta(a, b2)) / a;
        x = exp(lx);
        y = x < 0.9 ? 1 - x : -expm1(lx);
        if (b2 < a && x < 0.2) {
          ap1 = a - 1;
          bm1 = b2 - 1;
          a2 = a * a;
          a3 = a * a2;
          b22 = b2 * b2;
          terms[0] = 0;
          terms[1] = 1;
          terms[2] = bm1 / ap1;
          ap1 *= ap1;
          terms[3] = bm1 * (3 * a * b2 + 5 * b2 + a2 - a - 4) / (2 * (a + 2) * ap1);
          ap1 *= a + 1;
          terms[4] = bm1 * (33 * a * b22 + 31 * b22 + 8 * a2 * b22 - 30 * a * b2 - 47 * b2 + 11 * a2 * b2 + 6 * a3 * b2 + 18 + 4 * a - a3 + a2 * a2 - 10 * a2);
          terms[4] /= 3 * (a + 3) * (a + 2) * ap1;
          x = evalpoly(terms, x);
        }
        if (x > xs3) {
          x = xs3;
        }
        upper = xs3;
      } else {
        if (b2 < a) {
          tmp = b2;
          b2 = a;
          a = tmp;
          tmp = q2;
          q2 = p2;
          p2 = tmp;
          invert = !invert;
        }
        if (pow(p2, 1 / a) < 0.5) {
          x = pow(p2 * a * beta(a, b2), 1 / a);
          if (x === 0) {
            x = FLOAT64_MIN_NORM;
          }
          y = 1 - x;
        } else {
          y = pow(1 - pow(p2, b2 * beta(a, b2)), 1 / b2);
          if (y === 0) {
            y = FLOAT64_MIN_NORM;
          }
          x = 1 - y;
        }
      }
      if (x > 0.5) {
        tmp = b2;
        b2 = a;
        a = tmp;
        tmp = q2;
        q2 = p2;
        p2 = tmp;
        tmp = y;
        y = x;
        x = tmp;
        invert = !invert;
        l = 1 - upper;
        u2 = 1 - lower;
        lower = l;
        upper = u2;
      }
      if (lower === 0) {
        if (invert) {
          lower = EPSILON;
          if (x < lower) {
            x = lower;
          }
        } else {
          lower = FLOAT64_MIN_NORM;
        }
        if (x < lower) {
          x = lower;
        }
      }
      digits = DIGITS;
      if (x < 1e-50 && (a < 1 || b2 < 1)) {
        digits *= 3;
        digits /= 2;
      }
      roots = ibetaRoots(a, b2, p2 < q2 ? p2 : q2, p2 >= q2);
      x = halleyIterate(roots, x, lower, upper, digits, MAX_ITERATIONS);
      if (x === lower) {
        x = 0;
      }
      if (invert) {
        return [1 - x, x];
      }
      return [x, 1 - x];
    }
    module.exports = ibetaInvImp;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/index.js
var require_lib133 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main91();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-t-quantile/lib/main.js
var require_main92 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/main.js"(exports, module) {
    "use strict";
    var kernelBetaincinv = require_lib133();
    var isnan = require_lib6();
    var sign = require_lib128();
    var sqrt = require_lib39();
    function quantile(p2, v2) {
      var prob;
      var xs2;
      if (isnan(v2) || isnan(p2) || v2 <= 0 || p2 < 0 || p2 > 1) {
        return NaN;
      }
      prob = p2 > 0.5 ? 1 - p2 : p2;
      xs2 = kernelBetaincinv(v2 / 2, 0.5, 2 * prob, 1 - 2 * prob);
      return sign(p2 - 0.5) * sqrt(v2 * xs2[1] / xs2[0]);
    }
    module.exports = quantile;
  }
});

// node_modules/@stdlib/stats-base-dists-t-quantile/lib/factory.js
var require_factory3 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib123();
    var kernelBetaincinv = require_lib133();
    var isnan = require_lib6();
    var sign = require_lib128();
    var sqrt = require_lib39();
    function factory(v2) {
      if (isnan(v2) || v2 <= 0) {
        return constantFunction(NaN);
      }
      return quantile;
      function quantile(p2) {
        var prob;
        var xs2;
        if (isnan(p2) || p2 < 0 || p2 > 1) {
          return NaN;
        }
        prob = p2 > 0.5 ? 1 - p2 : p2;
        xs2 = kernelBetaincinv(v2 / 2, 0.5, 2 * prob, 1 - 2 * prob);
        return sign(p2 - 0.5) * sqrt(v2 * xs2[1] / xs2[0]);
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-t-quantile/lib/index.js
var require_lib134 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main92();
    var factory = require_factory3();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// src/commands/analyze.ts
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";

// src/stats/holm.ts
function holmAdjust(pValues) {
  const order = pValues.map((p2, index) => ({ p: p2, index })).filter(({ p: p2 }) => !Number.isNaN(p2)).sort((a, b2) => a.p - b2.p);
  const m2 = order.length;
  const adjusted = pValues.map(() => NaN);
  let runningMax = 0;
  order.forEach(({ p: p2, index }, rank) => {
    runningMax = Math.max(runningMax, Math.min(1, (m2 - rank) * p2));
    adjusted[index] = runningMax;
  });
  return adjusted;
}

// src/stats/welch.ts
var import_stats_base_dists_t_cdf = __toESM(require_lib124(), 1);
var import_stats_base_dists_t_quantile = __toESM(require_lib134(), 1);
function summarize(values) {
  const n = values.length;
  if (n === 0) return { n, mean: NaN, variance: NaN };
  let sum = 0;
  for (const value of values) sum += value;
  const mean = sum / n;
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
  return { n, mean, variance: n > 1 ? squares / (n - 1) : NaN };
}
function welchTest(old, current) {
  const oldTerm = old.variance / old.n;
  const newTerm = current.variance / current.n;
  const standardError = Math.sqrt(oldTerm + newTerm);
  const difference = current.mean - old.mean;
  if (standardError === 0) {
    return {
      t: difference === 0 ? 0 : Math.sign(difference) * Infinity,
      df: NaN,
      standardError,
      pValue: difference === 0 ? 1 : 0
    };
  }
  const df = (oldTerm + newTerm) ** 2 / (oldTerm ** 2 / (old.n - 1) + newTerm ** 2 / (current.n - 1));
  const t = difference / standardError;
  const pValue = Math.min(1, 2 * (0, import_stats_base_dists_t_cdf.default)(-Math.abs(t), df));
  return { t, df, pValue, standardError };
}
function confidenceHalfWidth(result, alpha) {
  if (result.standardError === 0) return 0;
  return (0, import_stats_base_dists_t_quantile.default)(1 - alpha / 2, result.df) * result.standardError;
}

// src/stats/analyze.ts
var ALPHAS = [0.05, 0.01, 1e-3];
function starsFor(pValue) {
  if (pValue < 1e-3) return "***";
  if (pValue < 0.01) return "**";
  if (pValue < 0.05) return "*";
  return "";
}
var collator = new Intl.Collator();
var SampleGroups = class {
  byFile = /* @__PURE__ */ new Map();
  add(sample) {
    let byConfiguration = this.byFile.get(sample.filename);
    if (byConfiguration === void 0) {
      byConfiguration = /* @__PURE__ */ new Map();
      this.byFile.set(sample.filename, byConfiguration);
    }
    let group = byConfiguration.get(sample.configuration);
    if (group === void 0) {
      group = { filename: sample.filename, configuration: sample.configuration, old: [], new: [] };
      byConfiguration.set(sample.configuration, group);
    }
    group[sample.binary].push(sample.rate);
  }
  get size() {
    let size = 0;
    for (const byConfiguration of this.byFile.values()) size += byConfiguration.size;
    return size;
  }
  /** Tests each group; rows sorted by name as the reference sorts them. */
  analyze(options = {}) {
    const correction = options.correction ?? "none";
    const comparisons = [];
    for (const byConfiguration of this.byFile.values()) {
      for (const group of byConfiguration.values()) {
        comparisons.push(compareGroup(`${group.filename} ${group.configuration}`, group));
      }
    }
    comparisons.sort((a, b2) => collator.compare(a.name, b2.name));
    if (correction === "holm") {
      const adjusted = holmAdjust(comparisons.map((c) => c.pValue));
      comparisons.forEach((comparison, i) => {
        const pValue = adjusted[i] ?? NaN;
        comparison.holm = { pValue, stars: starsFor(pValue) };
      });
    }
    return { comparisons, correction };
  }
};
function compareGroup(name, group) {
  const old = summarize(group.old);
  const current = summarize(group.new);
  const base = {
    name,
    filename: group.filename,
    configuration: group.configuration,
    old,
    new: current,
    improvement: (current.mean - old.mean) / old.mean * 100
  };
  if (old.n < 2 || current.n < 2) {
    return { ...base, tested: false, t: NaN, df: NaN, pValue: NaN, stars: "", accuracy: [NaN, NaN, NaN] };
  }
  const result = welchTest(old, current);
  const accuracy = ALPHAS.map((alpha) => confidenceHalfWidth(result, alpha) / old.mean * 100);
  return {
    ...base,
    tested: true,
    t: result.t,
    df: result.df,
    pValue: result.pValue,
    stars: starsFor(result.pValue),
    accuracy
  };
}
function effectiveStars(comparison) {
  return comparison.holm ? comparison.holm.stars : comparison.stars;
}
function isRegression(comparison) {
  return effectiveStars(comparison) !== "" && comparison.improvement < 0;
}
function isImprovement(comparison) {
  return effectiveStars(comparison) !== "" && comparison.improvement > 0;
}

// src/report/json.ts
var JSON_SCHEMA_VERSION = 1;
var finite = (value) => Number.isFinite(value) ? value : null;
function toJsonReport(analysis) {
  return {
    schemaVersion: JSON_SCHEMA_VERSION,
    correction: analysis.correction,
    summary: {
      comparisons: analysis.comparisons.length,
      regressions: analysis.comparisons.filter(isRegression).length,
      improvements: analysis.comparisons.filter(isImprovement).length,
      untested: analysis.comparisons.filter((c) => !c.tested).length
    },
    comparisons: analysis.comparisons.map((c) => ({
      name: c.name,
      filename: c.filename,
      configuration: c.configuration,
      old: { n: c.old.n, mean: finite(c.old.mean), sd: finite(Math.sqrt(c.old.variance)) },
      new: { n: c.new.n, mean: finite(c.new.mean), sd: finite(Math.sqrt(c.new.variance)) },
      improvement: finite(c.improvement),
      tested: c.tested,
      t: finite(c.t),
      df: finite(c.df),
      pValue: finite(c.pValue),
      stars: c.stars,
      accuracy: Object.fromEntries(ALPHAS.map((alpha, i) => [String(alpha), finite(c.accuracy[i])])),
      ...c.holm ? { holm: { pValue: finite(c.holm.pValue), stars: c.holm.stars } } : {},
      verdict: !c.tested ? "insufficient-data" : isRegression(c) ? "regression" : isImprovement(c) ? "improvement" : "no-difference"
    }))
  };
}
function renderJson(analysis) {
  return JSON.stringify(toJsonReport(analysis), null, 2);
}

// node_modules/markdown-table/index.js
function defaultStringLength(value) {
  return value.length;
}
function markdownTable(table2, options) {
  const settings = options || {};
  const align = (settings.align || []).concat();
  const stringLength = settings.stringLength || defaultStringLength;
  const alignments = [];
  const cellMatrix = [];
  const sizeMatrix = [];
  const longestCellByColumn = [];
  let mostCellsPerRow = 0;
  let rowIndex = -1;
  while (++rowIndex < table2.length) {
    const row3 = [];
    const sizes2 = [];
    let columnIndex2 = -1;
    if (table2[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table2[rowIndex].length;
    }
    while (++columnIndex2 < table2[rowIndex].length) {
      const cell2 = serialize(table2[rowIndex][columnIndex2]);
      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell2);
        sizes2[columnIndex2] = size;
        if (longestCellByColumn[columnIndex2] === void 0 || size > longestCellByColumn[columnIndex2]) {
          longestCellByColumn[columnIndex2] = size;
        }
      }
      row3.push(cell2);
    }
    cellMatrix[rowIndex] = row3;
    sizeMatrix[rowIndex] = sizes2;
  }
  let columnIndex = -1;
  if (typeof align === "object" && "length" in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex]);
    }
  } else {
    const code = toAlignment(align);
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code;
    }
  }
  columnIndex = -1;
  const row2 = [];
  const sizes = [];
  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex];
    let before = "";
    let after = "";
    if (code === 99) {
      before = ":";
      after = ":";
    } else if (code === 108) {
      before = ":";
    } else if (code === 114) {
      after = ":";
    }
    let size = settings.alignDelimiters === false ? 1 : Math.max(
      1,
      longestCellByColumn[columnIndex] - before.length - after.length
    );
    const cell2 = before + "-".repeat(size) + after;
    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length;
      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size;
      }
      sizes[columnIndex] = size;
    }
    row2[columnIndex] = cell2;
  }
  cellMatrix.splice(1, 0, row2);
  sizeMatrix.splice(1, 0, sizes);
  rowIndex = -1;
  const lines = [];
  while (++rowIndex < cellMatrix.length) {
    const row3 = cellMatrix[rowIndex];
    const sizes2 = sizeMatrix[rowIndex];
    const cellsInRow = settings.fillRows === false ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length) : mostCellsPerRow;
    columnIndex = -1;
    const line = [];
    while (++columnIndex < cellsInRow) {
      const cell2 = row3[columnIndex] || "";
      let before = "";
      let after = "";
      if (settings.alignDelimiters !== false) {
        const size = longestCellByColumn[columnIndex] - (sizes2[columnIndex] || 0);
        const code = alignments[columnIndex];
        if (code === 114) {
          before = " ".repeat(size);
        } else if (code === 99) {
          const half = size / 2;
          if (size % 2) {
            before = " ".repeat(half + 0.5);
            after = " ".repeat(half - 0.5);
          } else {
            before = " ".repeat(half);
            after = before;
          }
        } else {
          after = " ".repeat(size);
        }
      }
      if (settings.delimiterStart !== false && !columnIndex) {
        line.push("|");
      }
      if (settings.padding !== false && // Don’t add the opening space if we’re not aligning and the cell is
      // empty: there will be a closing space.
      !(settings.alignDelimiters === false && cell2 === "") && (settings.delimiterStart !== false || columnIndex)) {
        line.push(" ");
      }
      if (settings.alignDelimiters !== false) {
        line.push(before);
      }
      line.push(cell2);
      if (settings.alignDelimiters !== false) {
        line.push(after);
      }
      if (settings.padding !== false) {
        line.push(" ");
      }
      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push("|");
      }
    }
    lines.push(
      settings.delimiterEnd === false ? line.join("").replace(/ +$/, "") : line.join("")
    );
  }
  return lines.join("\n");
}
function serialize(value) {
  return value === null || value === void 0 ? "" : String(value);
}
function toAlignment(value) {
  const code = typeof value === "string" ? value.codePointAt(0) : 0;
  return code === 67 || code === 99 ? 99 : code === 76 || code === 108 ? 108 : code === 82 || code === 114 ? 114 : 0;
}

// src/report/escape.ts
var ZERO_WIDTH_SPACE = "​";
var INVISIBLE = new RegExp("\\p{Cf}", "gu");
var BREAKS = /\r\n|[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
var REPLACEMENTS = {
  // `&` first of all: no entity (&#64; &commat; &#x40;) survives to be decoded into a mention or tag.
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "!": "&#33;",
  // A zero-width space after @ and # keeps GitHub from linking mentions, emails and issue references.
  "@": `@${ZERO_WIDTH_SPACE}`,
  "#": `#${ZERO_WIDTH_SPACE}`
};
var ACTIVE = /[\\`*_~[\]|&<>!@]|#(?=\d)|(?<=gh-)(?=\d)|:(?=\/)|(?<=mailto|xmpp):|(?<=www)\./gi;
function escapeMarkdown(text) {
  return text.replace(INVISIBLE, "").replace(BREAKS, " ").replace(ACTIVE, (match) => match === "" ? ZERO_WIDTH_SPACE : REPLACEMENTS[match] ?? `\\${match}`);
}

// src/report/text.ts
function referenceImprovement(comparison) {
  const oldMean = comparison.old.n === 0 ? 0 : comparison.old.mean;
  const newMean = comparison.new.n === 0 ? 0 : comparison.new.mean;
  return (newMean - oldMean) / oldMean * 100;
}
function plural(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
function formatImprovement(value) {
  return `${value.toFixed(2)} %`;
}
function formatAccuracy(value) {
  return `±${value.toFixed(2)}%`;
}
function formatPValue(value) {
  if (Number.isNaN(value)) return "NA";
  return value < 1e-4 ? value.toExponential(2) : value.toFixed(4);
}
function falsePositiveNote(count) {
  return [
    "Be aware that when doing many comparisons the risk of a false-positive result increases.",
    `In this case, there are ${count} comparisons, you can thus expect the following amount of false-positive results:`,
    `  ${(count * 0.05).toFixed(2)} false positives, when considering a   5% risk acceptance (*, **, ***),`,
    `  ${(count * 0.01).toFixed(2)} false positives, when considering a   1% risk acceptance (**, ***),`,
    `  ${(count * 1e-3).toFixed(2)} false positives, when considering a 0.1% risk acceptance (***)`
  ];
}
function renderText(analysis) {
  const withHolm = analysis.correction === "holm";
  const header = ["", "confidence", "improvement", "accuracy (*)", "(**)", "(***)"];
  if (withHolm) header.push("holm p", "(holm)");
  const rows = analysis.comparisons.map((comparison) => {
    const row2 = [
      comparison.name,
      comparison.tested ? comparison.stars : "NA",
      formatImprovement(referenceImprovement(comparison)),
      ...comparison.accuracy.map((value) => comparison.tested ? formatAccuracy(value) : "NA")
    ];
    if (withHolm) {
      const holm = comparison.holm;
      row2.push(
        holm && comparison.tested ? formatPValue(holm.pValue) : "NA",
        holm && comparison.tested ? holm.stars : "NA"
      );
    }
    return row2;
  });
  const table2 = [header, ...rows];
  const widths = header.map(() => 0);
  for (const row2 of table2) row2.forEach((cell2, column) => widths[column] = Math.max(widths[column], cell2.length));
  const lines = table2.map(
    (row2) => row2.map((cell2, column) => column === 0 ? cell2.padEnd(widths[column]) : cell2.padStart(widths[column])).join(" ")
  );
  return [...lines, "", ...falsePositiveNote(analysis.comparisons.length)].join("\n");
}

// src/report/markdown.ts
var DEFAULT_MAX_CELL = 300;
function cell(text, max) {
  return escapeMarkdown(text.length > max ? `${text.slice(0, max)}…` : text);
}
function row(comparison, withHolm, maxCell) {
  const cells = [
    cell(comparison.filename, maxCell),
    cell(comparison.configuration, maxCell),
    comparison.tested ? escapeMarkdown(comparison.stars) : "NA",
    Number.isFinite(comparison.improvement) ? formatImprovement(comparison.improvement) : "NA",
    ...comparison.accuracy.map((value) => comparison.tested ? formatAccuracy(value) : "NA")
  ];
  if (withHolm) {
    const holm = comparison.holm;
    const tested = comparison.tested && holm !== void 0;
    cells.push(tested ? formatPValue(holm.pValue) : "NA", tested ? escapeMarkdown(holm.stars) : "NA");
  }
  return cells;
}
function table(comparisons, withHolm, maxCell) {
  const header = ["benchmark", "configuration", "confidence", "improvement", "accuracy (*)", "(**)", "(***)"];
  const align = ["l", "l", "c", "r", "r", "r", "r"];
  if (withHolm) {
    header.push("holm p", "(holm)");
    align.push("r", "c");
  }
  return markdownTable([header, ...comparisons.map((c) => row(c, withHolm, maxCell))], {
    align,
    alignDelimiters: false
  });
}
function renderMarkdown(analysis, options = {}) {
  const withHolm = analysis.correction === "holm";
  const maxCell = options.maxCellLength ?? DEFAULT_MAX_CELL;
  const byImprovement = (a, b2) => a.improvement - b2.improvement;
  const regressions = analysis.comparisons.filter(isRegression).sort(byImprovement);
  const improvements = analysis.comparisons.filter(isImprovement).sort((a, b2) => byImprovement(b2, a));
  const rest = analysis.comparisons.filter((c) => effectiveStars(c) === "" || !Number.isFinite(c.improvement));
  const untested = analysis.comparisons.filter((c) => !c.tested).length;
  let budget = options.maxRows ?? Infinity;
  const take = (rows) => {
    const shown = rows.slice(0, Math.max(0, Math.min(rows.length, budget)));
    budget -= shown.length;
    return shown;
  };
  const significant = take([...regressions, ...improvements]);
  const others = take(rest);
  const hidden = analysis.comparisons.length - significant.length - others.length;
  const parts = [];
  const starsSource = withHolm ? "Holm-adjusted p-values" : "p-values";
  parts.push(
    `**${plural(regressions.length, "significant regression")}, ${plural(improvements.length, "significant improvement")}** out of ${analysis.comparisons.length} comparisons (stars from ${starsSource}).`
  );
  if (significant.length > 0) parts.push(table(significant, withHolm, maxCell));
  if (others.length > 0) {
    parts.push(
      `<details><summary>${plural(rest.length, "comparison")} without a significant difference</summary>

${table(others, withHolm, maxCell)}

</details>`
    );
  }
  if (hidden > 0) parts.push(`${plural(hidden, "more row")} not shown here: the full table is in the CSV.`);
  if (untested > 0) {
    parts.push(
      `${untested} comparison${untested === 1 ? " has" : "s have"} fewer than 2 runs on a side: no test (NA).`
    );
  }
  parts.push(falsePositiveNote(analysis.comparisons.length).join("\n"));
  return parts.join("\n\n");
}

// src/report/render.ts
var FORMATS = ["text", "markdown", "json"];
function render(analysis, format) {
  switch (format) {
    case "text":
      return renderText(analysis);
    case "markdown":
      return renderMarkdown(analysis);
    case "json":
      return renderJson(analysis);
  }
}

// src/errors.ts
var UserError = class extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = new.target.name;
  }
};
function isUserError(error) {
  return error instanceof UserError;
}

// src/stats/csv.ts
var CSV_HEADER = '"binary","filename","configuration","rate","time"';
var HEADER_FIELDS = ["binary", "filename", "configuration", "rate", "time"];
var CsvInputError = class extends UserError {
  constructor(source, line, reason) {
    super(`${source}:${line}: ${reason}`);
    this.source = source;
    this.line = line;
    this.reason = reason;
    this.name = "CsvInputError";
  }
};
function splitSimple(line) {
  if (line.includes("\\") || line.includes('""')) return null;
  const parts = line.split('"');
  if (parts.length !== 7 || parts[0].trim() !== "" || parts[2].trim() !== "," || parts[4].trim() !== ",")
    return null;
  const numbers = parts[6].split(",");
  if (numbers.length !== 3 || numbers[0].trim() !== "") return null;
  return [
    { value: parts[1], quoted: true },
    { value: parts[3], quoted: true },
    { value: parts[5], quoted: true },
    { value: numbers[1].trim(), quoted: false },
    { value: numbers[2].trim(), quoted: false }
  ];
}
function splitFields(line) {
  const fields = [];
  const length = line.length;
  let i = 0;
  for (; ; ) {
    while (i < length && isBlank(line.charCodeAt(i))) i++;
    if (i < length && line.charCodeAt(i) === QUOTE) {
      let value = "";
      let chunkStart = ++i;
      for (; ; ) {
        if (i >= length) return `unterminated quoted field ${fields.length + 1}`;
        const code = line.charCodeAt(i);
        if (code === BACKSLASH && line.charCodeAt(i + 1) === QUOTE) {
          value += line.slice(chunkStart, i) + '"';
          i += 2;
          chunkStart = i;
        } else if (code === QUOTE) {
          if (line.charCodeAt(i + 1) === QUOTE) {
            value += line.slice(chunkStart, i) + '"';
            i += 2;
            chunkStart = i;
          } else {
            value += line.slice(chunkStart, i);
            i++;
            break;
          }
        } else {
          i++;
        }
      }
      fields.push({ value, quoted: true });
      while (i < length && isBlank(line.charCodeAt(i))) i++;
      if (i < length && line.charCodeAt(i) !== COMMA) {
        return `unexpected ${JSON.stringify(line[i])} after quoted field ${fields.length}`;
      }
    } else {
      let end = line.indexOf(",", i);
      if (end === -1) end = length;
      fields.push({ value: line.slice(i, end).trim(), quoted: false });
      i = end;
    }
    if (i >= length) return fields;
    i++;
  }
}
var QUOTE = 34;
var BACKSLASH = 92;
var COMMA = 44;
function isBlank(code) {
  return code === 32 || code === 9 || code === 13;
}
function isHeader(fields) {
  return fields.length === HEADER_FIELDS.length && fields.every((f2, i) => f2.value === HEADER_FIELDS[i]);
}
function parseNumber(field, column) {
  if (field.value === "") return `${column} is empty`;
  const value = Number(field.value);
  if (!Number.isFinite(value)) return `${column} ${JSON.stringify(field.value)} is not a finite number`;
  return value;
}
function toSample(fields) {
  if (fields.length !== HEADER_FIELDS.length) {
    return `expected 5 fields (binary, filename, configuration, rate, time), found ${fields.length}`;
  }
  const [binary, filename, configuration, rate, time] = fields;
  if (binary.value !== "old" && binary.value !== "new") {
    return `binary ${JSON.stringify(binary.value)} is neither "old" nor "new"`;
  }
  if (filename.value === "") return "filename is empty";
  const rateValue = parseNumber(rate, "rate");
  if (typeof rateValue === "string") return rateValue;
  const timeValue = parseNumber(time, "time");
  if (typeof timeValue === "string") return timeValue;
  return {
    binary: binary.value,
    filename: filename.value,
    configuration: configuration.value,
    rate: rateValue,
    time: timeValue
  };
}
function forEachSample(text, source, options, onSample) {
  let lineNumber = 0;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    lineNumber++;
    if (line.trim() === "") continue;
    const fields = splitSimple(line) ?? splitFields(line);
    const sample = typeof fields === "string" ? fields : isHeader(fields) ? null : toSample(fields);
    if (sample === null) continue;
    if (typeof sample === "string") {
      const error = new CsvInputError(source, lineNumber, sample);
      if (!options.skipInvalid) throw error;
      options.onInvalid?.(error);
      continue;
    }
    onSample(sample);
  }
}
function parseCompareCsv(text, source, options = {}) {
  const samples = [];
  forEachSample(text, source, options, (sample) => samples.push(sample));
  return samples;
}
function formatCsvRow(sample) {
  const quote = (value) => `"${value.replace(/"/g, '""')}"`;
  return `${quote(sample.binary)},${quote(sample.filename)},${quote(sample.configuration)},${sample.rate},${sample.time}`;
}
var RESULT_ROW = /^"(old|new)",/;

// src/commands/io.ts
var UsageError = class extends UserError {
  name = "UsageError";
};
var EXIT = {
  ok: 0,
  /** invalid input, bad options, or an error before anything was measured */
  error: 1,
  /** --fail-on-regression and at least one significant slowdown */
  regression: 2,
  /** some benchmarks crashed, hung or timed out; the rest were reported */
  benchmarkFailures: 3
};
async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}
function write(stream, text) {
  stream.write(text.endsWith("\n") ? text : `${text}
`);
}

// src/commands/options.ts
function parseChoice(value, choices, option, fallback) {
  if (value === void 0) return fallback;
  if (choices.includes(value)) return value;
  throw new UsageError(`${option} must be one of ${choices.join(", ")}; got ${JSON.stringify(value)}`);
}
function parsePositiveInteger(value, option, fallback) {
  if (value === void 0) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${option} must be a whole number of at least 1; got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

// src/commands/analyze.ts
var ANALYZE_USAGE = `Usage: node-bench analyze [options] [FILE...]

Reads compare.js CSV from the files (or standard input, or "-") and prints
the confidence table. Several files (e.g. shards of one run) are merged.

Options:
  --format text|markdown|json   output format (default text: as node-benchmark-compare)
  --correction none|holm        add Holm-adjusted p-values and stars from them
  --skip-invalid                warn about malformed lines instead of failing
  --fail-on-regression          exit ${EXIT.regression} when any row is a significant slowdown
  -h, --help                    this text`;
var CORRECTIONS = ["none", "holm"];
async function analyzeCommand(argv, io2) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: "string" },
      correction: { type: "string" },
      "skip-invalid": { type: "boolean", default: false },
      "fail-on-regression": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false }
    }
  });
  if (values.help) {
    write(io2.stdout, ANALYZE_USAGE);
    return EXIT.ok;
  }
  const format = parseChoice(values.format, FORMATS, "--format", "text");
  const correction = parseChoice(values.correction, CORRECTIONS, "--correction", "none");
  const sources = positionals.length > 0 ? positionals : ["-"];
  if (sources.length === 1 && sources[0] === "-" && io2.stdin.isTTY) {
    throw new UsageError("analyze needs CSV files or CSV on standard input\n\n" + ANALYZE_USAGE);
  }
  const groups = new SampleGroups();
  for (const source of sources) {
    const text = source === "-" ? await readAll(io2.stdin) : await readSource(resolve(io2.cwd, source), source);
    const options = {
      skipInvalid: values["skip-invalid"],
      onInvalid: (error) => write(io2.stderr, `warning: skipped ${error.message}`)
    };
    forEachSample(text, source === "-" ? "<stdin>" : source, options, (sample) => groups.add(sample));
  }
  if (groups.size === 0) {
    throw new UsageError(`no benchmark rows found in ${sources.map((s3) => s3 === "-" ? "<stdin>" : s3).join(", ")}`);
  }
  const analysis = groups.analyze({ correction });
  write(io2.stdout, render(analysis, format));
  if (values["fail-on-regression"] && analysis.comparisons.some(isRegression)) {
    const count = analysis.comparisons.filter(isRegression).length;
    write(io2.stderr, `${plural(count, "significant regression")} (--fail-on-regression)`);
    return EXIT.regression;
  }
  return EXIT.ok;
}
async function readSource(path8, shown) {
  try {
    return await readFile(path8, "utf8");
  } catch (error) {
    const code = error.code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : error.message;
    throw new UsageError(`cannot read ${shown}: ${why}`);
  }
}

// src/commands/compare.ts
import { parseArgs as parseArgs2 } from "node:util";

// src/binaries/cache-dir.ts
import { homedir } from "node:os";
import { isAbsolute, join, resolve as resolve2 } from "node:path";
function defaultCacheDir(env) {
  const own = env.NODE_BENCH_CACHE_DIR;
  if (own !== void 0 && own !== "") return resolve2(own);
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== void 0 && xdg !== "" && isAbsolute(xdg)) return join(xdg, "node-bench");
  const home = env.HOME !== void 0 && env.HOME !== "" ? env.HOME : homedir();
  return join(home, ".cache", "node-bench");
}

// src/process/sandbox.ts
import { existsSync, realpathSync } from "node:fs";
import path2 from "node:path";

// src/util/files.ts
import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";
function isDirectory(file) {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
function isExecutableFile(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
function findExecutable(name, searchPath) {
  if (name.includes("/")) return isExecutableFile(name) ? path.resolve(name) : null;
  for (const dir of (searchPath ?? "").split(path.delimiter)) {
    if (dir === "" || !path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

// src/process/supervisor.ts
import { spawn } from "node:child_process";
import { closeSync, openSync, writeSync } from "node:fs";
var DRAIN_GRACE_MS = 2e3;
var MAX_TIMER_MS = 2 ** 31 - 1;
var LOG_TAIL_BYTES = 64 * 1024;
var liveGroups = /* @__PURE__ */ new Set();
var exitHookInstalled = false;
function track(pid) {
  liveGroups.add(pid);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", killAllSupervised);
}
function killGroup(pid) {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
    }
  }
}
function killAllSupervised() {
  for (const pid of liveGroups) killGroup(pid);
  liveGroups.clear();
}
var Tail = class {
  constructor(max) {
    this.max = max;
  }
  #text = "";
  push(chunk) {
    this.#text += chunk;
    if (this.#text.length > 2 * this.max) this.#text = this.#text.slice(-this.max);
  }
  toString() {
    return this.#text.length > this.max ? this.#text.slice(-this.max) : this.#text;
  }
};
var CappedLog = class {
  constructor(path8, maxBytes) {
    this.maxBytes = maxBytes;
    this.#fd = openSync(path8, "a");
  }
  #fd;
  #written = 0;
  #omitted = 0;
  #tail = [];
  #tailBytes = 0;
  write(chunk) {
    const room = Math.max(0, this.maxBytes - this.#written);
    if (room > 0) {
      const head = chunk.subarray(0, room);
      writeSync(this.#fd, head);
      this.#written += head.length;
      chunk = chunk.subarray(head.length);
    }
    if (chunk.length === 0) return;
    this.#omitted += chunk.length;
    this.#tail.push(chunk);
    this.#tailBytes += chunk.length;
    while (this.#tailBytes - (this.#tail[0]?.length ?? 0) >= LOG_TAIL_BYTES)
      this.#tailBytes -= this.#tail.shift().length;
  }
  /** closes the file; returns the bytes that are not in it */
  close() {
    if (this.#omitted > 0) {
      const tail = Buffer.concat(this.#tail).subarray(-LOG_TAIL_BYTES);
      const left = this.#omitted - tail.length;
      writeSync(
        this.#fd,
        `
[node-bench: log capped at ${this.maxBytes} bytes; ${left} bytes omitted; the last ${tail.length} follow]
`
      );
      writeSync(this.#fd, tail);
      this.#omitted = left;
    }
    closeSync(this.#fd);
    return this.#omitted;
  }
};
var runSupervised = (spec) => new Promise((resolve9) => {
  const started = performance.now();
  const stderrTail = new Tail(spec.stderrTailChars ?? 16 * 1024);
  const captured = new Tail(spec.captureLimit ?? 1024 * 1024);
  const log = spec.logFile === void 0 ? void 0 : new CappedLog(spec.logFile.path, spec.logFile.maxBytes);
  let killed = null;
  let spawnError = null;
  let exitCode = null;
  let exitSignal = null;
  let exited = false;
  let settled = false;
  let pending = "";
  let limitTimer;
  let drainTimer;
  let child;
  const kill = (cause) => {
    if (exited || settled || child?.pid === void 0) return;
    killed ??= cause;
    killGroup(child.pid);
  };
  const onAbort = () => kill("aborted");
  const finish = () => {
    if (settled) return;
    settled = true;
    clearTimeout(limitTimer);
    clearTimeout(drainTimer);
    spec.signal?.removeEventListener("abort", onAbort);
    if (child?.pid !== void 0) liveGroups.delete(child.pid);
    if (pending !== "") {
      spec.onPartialLine?.(pending);
      pending = "";
    }
    const logOmittedBytes = log?.close() ?? 0;
    resolve9({
      exitCode,
      signal: exitSignal,
      killed,
      spawnError,
      stdout: captured.toString(),
      stderrTail: stderrTail.toString(),
      durationMs: performance.now() - started,
      logOmittedBytes
    });
  };
  if (spec.signal?.aborted) {
    killed = "aborted";
    finish();
    return;
  }
  const { command, args } = spec.sandbox?.wrap(spec.command, spec.args, spec.cwd) ?? {
    command: spec.command,
    args: [...spec.args]
  };
  const stdio = ["ignore", "pipe", "pipe"];
  if (spec.onMessage !== void 0) stdio.push("ipc");
  try {
    child = spawn(command, args, {
      cwd: spec.cwd,
      env: { ...spec.env },
      stdio,
      detached: process.platform !== "win32",
      serialization: "json",
      windowsHide: true
    });
  } catch (error) {
    spawnError = error;
    finish();
    return;
  }
  if (child.pid !== void 0) track(child.pid);
  const mode = spec.stdout ?? "ignore";
  if (log !== void 0) {
    child.stdout?.on("data", (chunk) => log.write(chunk));
    child.stderr?.on("data", (chunk) => {
      log.write(chunk);
      stderrTail.push(chunk.toString("utf8"));
    });
  } else {
    child.stdout?.setEncoding("utf8");
    if (mode === "ignore")
      child.stdout?.resume();
    else if (mode === "capture") child.stdout?.on("data", (chunk) => captured.push(chunk));
    else {
      child.stdout?.on("data", (chunk) => {
        pending += chunk;
        let newline = pending.indexOf("\n");
        while (newline !== -1) {
          const line = pending.slice(0, newline);
          pending = pending.slice(newline + 1);
          spec.onLine?.(line.endsWith("\r") ? line.slice(0, -1) : line);
          newline = pending.indexOf("\n");
        }
      });
    }
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk) => {
      spec.onStderr?.(chunk);
      stderrTail.push(chunk);
    });
  }
  child.on("message", (message) => {
    if (!settled) spec.onMessage?.(message);
  });
  child.on("error", (error) => {
    if (child?.pid !== void 0) return;
    spawnError = error;
    finish();
  });
  child.on("exit", (code, signal) => {
    exited = true;
    exitCode = code;
    exitSignal = signal;
    if (child?.pid !== void 0) killGroup(child.pid);
    drainTimer = setTimeout(() => {
      child?.stdout?.destroy();
      child?.stderr?.destroy();
      if (child?.connected) child.disconnect();
      finish();
    }, DRAIN_GRACE_MS);
  });
  child.on("close", finish);
  if (spec.limit !== void 0 && Number.isFinite(spec.limit.ms) && spec.limit.ms <= MAX_TIMER_MS) {
    const cause = spec.limit.cause;
    limitTimer = setTimeout(() => kill(cause), Math.max(0, spec.limit.ms));
  }
  spec.signal?.addEventListener("abort", onAbort, { once: true });
});

// src/process/sandbox.ts
var SANDBOX_MODES = ["auto", "bwrap", "none"];
var SANDBOX_HOME = "/tmp/home";
var NO_SANDBOX = { kind: "none", confine: () => void 0 };
function existing(paths) {
  const out = [];
  for (const p2 of paths) {
    const absolute = path2.resolve(p2);
    if (!existsSync(absolute)) continue;
    try {
      out.push(realpathSync(absolute));
    } catch {
      out.push(absolute);
    }
  }
  return [...new Set(out)];
}
var depth = (p2) => p2.split(path2.sep).length;
function bwrapArgs(policy, paths, cwd) {
  const args = [
    "--ro-bind",
    "/",
    "/",
    "--dev",
    "/dev",
    "--proc",
    "/proc",
    "--unshare-pid",
    "--unshare-net",
    "--unshare-ipc",
    "--unshare-uts",
    "--die-with-parent",
    // a new session: no TIOCSTI into a terminal we might have
    "--new-session"
  ];
  const hidden = [.../* @__PURE__ */ new Set(["/tmp", "/run", ...existing(policy.hidden)])];
  const mounts = [
    ...hidden.map((p2) => ["--tmpfs", p2]),
    ...existing(paths.readable ?? []).map((p2) => ["--ro-bind", p2]),
    ...existing(paths.writable ?? []).map((p2) => ["--bind", p2])
  ];
  const rank = (flag) => flag === "--tmpfs" ? 0 : flag === "--ro-bind" ? 1 : 2;
  mounts.sort((a, b2) => depth(a[1]) - depth(b2[1]) || rank(a[0]) - rank(b2[0]) || a[1].localeCompare(b2[1]));
  for (const [flag, p2] of mounts) {
    if (flag === "--tmpfs") args.push(flag, p2);
    else args.push(flag, p2, p2);
    if (p2 === "/tmp") args.push("--dir", SANDBOX_HOME);
  }
  for (const dir of hidden) if (dir !== "/tmp") args.push("--remount-ro", dir);
  args.push("--chdir", cwd);
  return args;
}
var BwrapSandbox = class {
  constructor(policy) {
    this.policy = policy;
  }
  kind = "bwrap";
  confine(paths) {
    return {
      wrap: (command, args, cwd) => ({
        command: this.policy.bwrap,
        args: [...bwrapArgs(this.policy, paths, cwd), "--", command, ...args]
      })
    };
  }
};
async function probeBwrap(bwrap, env) {
  const result = await runSupervised({
    command: bwrap,
    args: [
      "--ro-bind",
      "/",
      "/",
      "--proc",
      "/proc",
      "--dev",
      "/dev",
      "--unshare-pid",
      "--unshare-net",
      "--die-with-parent",
      "true"
    ],
    cwd: "/",
    env: { PATH: env.PATH ?? "/usr/bin:/bin" },
    limit: { ms: 1e4, cause: "timeout" }
  });
  if (result.exitCode === 0) return null;
  if (result.spawnError) return result.spawnError.message;
  return result.stderrTail.trim().split("\n").at(-1) || `exit ${result.exitCode ?? result.signal}`;
}
function defaultHiddenPlaces(env) {
  const places = [];
  if (env.HOME) places.push(env.HOME);
  if (env.RUNNER_TEMP) places.push(env.RUNNER_TEMP);
  if (env.RUNNER_TOOL_CACHE) places.push(env.RUNNER_TOOL_CACHE);
  const workspace = env.RUNNER_WORKSPACE;
  if (workspace && path2.basename(path2.dirname(workspace)) === "_work")
    places.push(path2.dirname(path2.dirname(workspace)));
  return places;
}
async function chooseSandbox(choice) {
  if (choice.mode === "none") {
    if (choice.untrustedCode) {
      choice.log("sandbox: none — PR code runs with this user's rights (safe only on an ephemeral runner)");
    }
    return NO_SANDBOX;
  }
  const bwrap = findExecutable("bwrap", choice.env.PATH);
  const problem = bwrap === null ? "bwrap (bubblewrap) is not installed or not on PATH" : await probeBwrap(bwrap, choice.env);
  if (problem !== null || bwrap === null) {
    if (choice.mode === "auto" && !choice.untrustedCode) {
      choice.log(`sandbox: not used (${problem}); install bubblewrap to confine builds and benchmarks`);
      return NO_SANDBOX;
    }
    throw new UserError(
      `sandbox: ${problem}. ` + (choice.untrustedCode ? "Refusing to run pull-request code without a sandbox: install bubblewrap (apt-get install bubblewrap) and allow user namespaces, or set `sandbox: none` if this runner is ephemeral." : "Install bubblewrap or use --sandbox none.")
    );
  }
  const hidden = [...defaultHiddenPlaces(choice.env), ...choice.hide];
  choice.log(`sandbox: bwrap (${bwrap}); hidden: ${existing(hidden).join(", ") || "nothing"}`);
  return new BwrapSandbox({ bwrap, hidden });
}

// src/pipeline/compare.ts
import { mkdtemp as mkdtemp3, rm as rm5 } from "node:fs/promises";
import path7 from "node:path";

// src/binaries/builder-process.ts
function processRunner(host, supervisor = runSupervised) {
  const run = async (file, args, options) => {
    const result = await supervisor({
      command: file,
      args,
      cwd: options.cwd,
      env: options.env,
      signal: options.signal,
      stdout: "capture",
      captureLimit: 16 * 1024 * 1024,
      stderrTailChars: 64 * 1024
    });
    if (result.spawnError) throw result.spawnError;
    return { code: result.exitCode, signal: result.signal, stdout: result.stdout, stderr: result.stderrTail };
  };
  return Object.assign(run, { host });
}

// src/process/env.ts
var LOCALE = /^(LANG|LANGUAGE|LC_[A-Z_]+|TZ)$/;
var BUILD_VARIABLES = /* @__PURE__ */ new Set([
  "CC",
  "CXX",
  "CC_host",
  "CXX_host",
  "CFLAGS",
  "CXXFLAGS",
  "CPPFLAGS",
  "LDFLAGS",
  "LINK",
  "AR",
  "NM",
  "MAKEFLAGS",
  "JOBS",
  "PYTHON",
  "CONFIG_FLAGS"
]);
var NEVER_PASSED = [
  /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE_KEY|API_KEY/i,
  /^(INPUT_|ACTIONS_|GITHUB_|RUNNER_)/i
];
var NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
function checkPassEnv(names, where) {
  for (const name of names) {
    if (!NAME.test(name)) {
      throw new UserError(`${where}: ${JSON.stringify(name)} is not an environment variable name`);
    }
    if (NEVER_PASSED.some((pattern) => pattern.test(name))) {
      throw new UserError(
        `${where}: ${name} is never passed to benchmarked or built processes (credentials and the runner's step files stay with the Action)`
      );
    }
  }
  return [...new Set(names)];
}
function childEnv(host, options) {
  const env = {};
  const take = (name) => {
    const value = host[name];
    if (value !== void 0) env[name] = value;
  };
  take("PATH");
  for (const name of Object.keys(host)) {
    if (LOCALE.test(name)) take(name);
    if (options.purpose === "build" && BUILD_VARIABLES.has(name)) take(name);
  }
  if (options.purpose === "tool") take("HOME");
  for (const name of options.passEnv) take(name);
  return { ...env, ...options.set };
}

// src/run/suite.ts
import { existsSync as existsSync2, readdirSync, statSync as statSync2 } from "node:fs";
import path3 from "node:path";
import { fileURLToPath } from "node:url";

// src/run/errors.ts
var RunConfigError = class extends UserError {
  constructor(message) {
    super(message);
    this.name = "RunConfigError";
  }
};

// src/run/suite.ts
var NOT_A_GROUP = /* @__PURE__ */ new Set(["fixtures", "node_modules"]);
var RUNNABLE = /\.(js|cjs|mjs)$/;
function findSuiteDir(from = fileURLToPath(import.meta.url)) {
  let dir = path3.dirname(from);
  for (; ; ) {
    const candidate = path3.join(dir, "benchmarks");
    if (existsSync2(path3.join(candidate, "common.js"))) return candidate;
    const parent = path3.dirname(dir);
    if (parent === dir) {
      throw new RunConfigError(`cannot find the bundled benchmarks/ directory (with common.js) above ${from}`);
    }
    dir = parent;
  }
}
function listGroups(suiteDir) {
  if (!isDirectory(suiteDir)) throw new RunConfigError(`benchmark suite ${suiteDir} is not a directory`);
  return readdirSync(suiteDir).filter((name) => name[0] !== "." && name[0] !== "_" && !NOT_A_GROUP.has(name)).filter((name) => isDirectory(path3.join(suiteDir, name))).sort();
}
function resolveGroups(suiteDir, groups) {
  const existing2 = listGroups(suiteDir);
  const valid = existing2.length > 0 ? `valid groups: ${existing2.join(", ")}` : `${suiteDir} has no groups`;
  if (groups.length === 0 || groups.includes("all")) {
    if (existing2.length === 0) throw new RunConfigError(`no benchmark groups to run: ${valid}`);
    return existing2;
  }
  const unknown = groups.filter((g2) => !existing2.includes(g2));
  if (unknown.length > 0) {
    const names = unknown.map((g2) => JSON.stringify(g2)).join(", ");
    throw new RunConfigError(`unknown benchmark group${unknown.length > 1 ? "s" : ""} ${names}; ${valid} (or all)`);
  }
  return [...new Set(groups)];
}
function isSelected(filename, filter, exclude) {
  const kept = filter.length === 0 || filter.some((f2) => filename.includes(f2));
  return kept && !exclude.some((e) => filename.includes(e));
}
function selectSuiteFiles(suiteDir, groups, filter = [], exclude = []) {
  const root = path3.resolve(suiteDir);
  const files = [];
  let candidates = 0;
  for (const group of resolveGroups(root, groups)) {
    for (const name of readdirSync(path3.join(root, group))) {
      if (name[0] === "." || name[0] === "_" || !RUNNABLE.test(name)) continue;
      const file = path3.join(root, group, name);
      if (!statSync2(file).isFile()) continue;
      candidates++;
      const filename = `${group}/${name}`;
      if (isSelected(filename, filter, exclude)) files.push({ filename, file });
    }
  }
  if (files.length === 0) {
    const how = [...filter.map((f2) => `--filter ${f2}`), ...exclude.map((e) => `--exclude ${e}`)].join(" ");
    throw new RunConfigError(
      candidates === 0 ? `no benchmark files in group(s) ${groups.join(", ") || "all"} of ${root}` : `no benchmark file matches ${how} (out of ${candidates} in the selected groups)`
    );
  }
  return files.sort((a, b2) => a.filename < b2.filename ? -1 : a.filename > b2.filename ? 1 : 0);
}

// src/pipeline/binaries.ts
import { join as join7 } from "node:path";

// src/binaries/builder.ts
import { constants as constants3 } from "node:fs";
import { access as access2, appendFile, mkdir as mkdir4, mkdtemp, open as open2, realpath as realpath2, rm as rm3, stat as stat4, statfs, writeFile as writeFile3 } from "node:fs/promises";
import { delimiter, isAbsolute as isAbsolute2, join as join5, normalize, resolve as resolve5, sep as sep2 } from "node:path";

// src/binaries/build-cache.ts
import { createHash, randomBytes as randomBytes2 } from "node:crypto";
import { constants as constants2, createReadStream } from "node:fs";
import {
  access,
  chmod,
  copyFile,
  mkdir as mkdir2,
  readFile as readFile4,
  readdir as readdir2,
  rename as rename2,
  rm as rm2,
  stat as stat3,
  utimes as utimes2,
  writeFile as writeFile2
} from "node:fs/promises";
import { basename as basename2, join as join3, resolve as resolve4 } from "node:path";

// src/binaries/errors.ts
var BinaryError = class extends UserError {
  name = "BinaryError";
};
var BinarySpecError = class extends BinaryError {
  constructor(option, value, reason) {
    super(`${option} ${JSON.stringify(value)}: ${reason}`);
    this.option = option;
    this.value = value;
  }
  name = "BinarySpecError";
};
var BinaryUnusableError = class extends BinaryError {
  name = "BinaryUnusableError";
};
var ReleaseNotFoundError = class extends BinaryError {
  name = "ReleaseNotFoundError";
};
var DownloadError = class extends BinaryError {
  constructor(message, url, status, unreachable, options) {
    super(message, options);
    this.url = url;
    this.status = status;
    this.unreachable = unreachable;
  }
  name = "DownloadError";
};
var IntegrityError = class extends BinaryError {
  constructor(message, url, expected, actual) {
    super(message);
    this.url = url;
    this.expected = expected;
    this.actual = actual;
  }
  name = "IntegrityError";
};
var CacheCorruptError = class extends BinaryError {
  constructor(message, dir) {
    super(message);
    this.dir = dir;
  }
  name = "CacheCorruptError";
};

// src/binaries/builder-errors.ts
var BuildError = class extends BinaryError {
  constructor(code, message, options) {
    super(message, options);
    this.code = code;
  }
  name = "BuildError";
};
var BuildFailedError = class extends BuildError {
  constructor(code, message, sha, logFile, logTail) {
    super(code, message);
    this.sha = sha;
    this.logFile = logFile;
    this.logTail = logTail;
  }
  name = "BuildFailedError";
};

// src/binaries/builder-lock.ts
import { randomBytes } from "node:crypto";
import { link, open, readFile as readFile3, rename, stat as stat2, unlink, utimes } from "node:fs/promises";
import { hostname as hostname2 } from "node:os";

// src/binaries/git.ts
import { mkdir, readFile as readFile2, readdir, realpath, rm, stat, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { basename, dirname, join as join2, resolve as resolve3, sep } from "node:path";
function gitEnv(host, extra = {}) {
  return {
    ...childEnv(host, { purpose: "tool", passEnv: [] }),
    LC_ALL: "C",
    LANGUAGE: "C",
    GIT_TERMINAL_PROMPT: "0",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    ...extra
  };
}
var SAFE_CONFIG = ["-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null"];
var QUIET_CONFIG = [
  "-c",
  "core.hooksPath=/dev/null",
  "-c",
  "commit.gpgSign=false",
  "-c",
  "rerere.enabled=false",
  "-c",
  "advice.detachedHead=false"
];
async function git(repo, args, run, options = {}) {
  const cwd = options.cwd ?? repo;
  let result;
  try {
    result = await run("git", [...SAFE_CONFIG, ...args], { cwd, env: options.env ?? gitEnv(run.host) });
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT") {
      const cwdExists = await stat(cwd).then(
        (s3) => s3.isDirectory(),
        () => false
      );
      if (!cwdExists) throw new BuildError("bad-input", `directory ${cwd} does not exist`, { cause: error });
      throw new BuildError("git-failed", "git is not installed or not on PATH (needed to build node from a ref)", {
        cause: error
      });
    }
    throw new BuildError("git-failed", `could not run git ${args.join(" ")} in ${cwd}: ${error.message}`, {
      cause: error
    });
  }
  if (result.code !== 0 && options.allowFailure !== true) {
    const why = (result.stderr.trim() || result.stdout.trim() || `exit ${describeExit(result)}`).split("\n").slice(-10).join("\n");
    throw new BuildError("git-failed", `git ${args.join(" ")} failed in ${cwd}: ${why}`);
  }
  return result;
}
function describeExit(result) {
  return result.code === null ? `signal ${result.signal ?? "?"}` : `code ${result.code}`;
}
function validateRef(ref, what = "ref") {
  if (typeof ref !== "string" || ref.length === 0) {
    throw new BuildError(
      "bad-input",
      `${what} must be a non-empty string (a commit SHA, branch or tag), got ${JSON.stringify(ref)}`
    );
  }
  if (ref.startsWith("-")) {
    throw new BuildError(
      "bad-input",
      `${what} ${JSON.stringify(ref)} starts with "-": refs must not look like options`
    );
  }
  if (/[\s\x00-\x1f\x7f]/.test(ref)) {
    throw new BuildError("bad-input", `${what} ${JSON.stringify(ref)} contains whitespace or control characters`);
  }
  return ref;
}
var FULL_SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
async function checkRepository(repo, run) {
  if (typeof repo !== "string" || repo.length === 0) {
    throw new BuildError("bad-input", `repo must be the path of a git repository, got ${JSON.stringify(repo)}`);
  }
  const dir = resolve3(repo);
  const info = await stat(dir).catch(() => void 0);
  if (info === void 0) throw new BuildError("bad-input", `repository ${dir} does not exist`);
  if (!info.isDirectory()) throw new BuildError("bad-input", `repository ${dir} is not a directory`);
  const result = await git(dir, ["rev-parse", "--git-dir"], run, { allowFailure: true });
  if (result.code !== 0) {
    throw new BuildError(
      "bad-input",
      `${dir} is not a git repository (git says: ${result.stderr.trim() || describeExit(result)})`
    );
  }
  return dir;
}
async function resolveCommit(repo, ref, run) {
  validateRef(ref);
  const result = await git(repo, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], run, { allowFailure: true });
  const sha = result.stdout.trim();
  if (result.code !== 0 || !FULL_SHA.test(sha)) {
    const extra = result.stderr.trim() === "" ? "" : ` (git says: ${result.stderr.trim()})`;
    throw new BuildError(
      "unknown-ref",
      `unknown git ref ${JSON.stringify(ref)} in ${repo}: it does not name a commit there${extra}. Fetch it first (e.g. git fetch origin <branch> or refs/pull/<n>/head) or give a full commit SHA.`
    );
  }
  return sha;
}
async function listWorktrees(repo, run) {
  const { stdout } = await git(repo, ["worktree", "list", "--porcelain"], run);
  const result = [];
  let current;
  for (const line of stdout.split("\n")) {
    if (line.startsWith("worktree ")) {
      current = { path: line.slice("worktree ".length), detached: false, bare: false, locked: false };
      result.push(current);
    } else if (current === void 0 || line === "") {
      continue;
    } else if (line.startsWith("HEAD ")) current.head = line.slice(5);
    else if (line === "detached") current.detached = true;
    else if (line === "bare") current.bare = true;
    else if (line === "locked" || line.startsWith("locked ")) current.locked = true;
    else if (line === "prunable" || line.startsWith("prunable "))
      current.prunable = line.slice("prunable".length).trim() || "prunable";
  }
  return result;
}
var OWNED_NAME = /^(?:build|merge)-[0-9a-z-]+$/;
var FOREIGN_OWNER_MAX_AGE_MS = 48 * 36e5;
function isProcessAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
async function readOwner(dir) {
  try {
    const owner = JSON.parse(await readFile2(`${dir}.owner.json`, "utf8"));
    if (typeof owner.pid !== "number" || typeof owner.hostname !== "string" || typeof owner.startedAt !== "number")
      return void 0;
    return owner;
  } catch {
    return void 0;
  }
}
function ownerIsAlive(owner) {
  if (owner === void 0) return false;
  if (owner.hostname !== hostname()) return Date.now() - owner.startedAt < FOREIGN_OWNER_MAX_AGE_MS;
  return isProcessAlive(owner.pid);
}
async function realpathOr(path8) {
  return realpath(path8).catch(() => resolve3(path8));
}
async function exists(path8) {
  return stat(path8).then(
    () => true,
    () => false
  );
}
async function removeWorktree(repo, dir, run) {
  const first = await git(repo, ["worktree", "remove", "--force", "--force", dir], run, { allowFailure: true });
  if (first.code === 0 && !await exists(dir)) return;
  await rm(dir, { recursive: true, force: true });
  const stillListed = (await listWorktrees(repo, run)).some((w2) => samePath(w2.path, dir));
  if (!stillListed) return;
  const second = await git(repo, ["worktree", "remove", "--force", "--force", dir], run, { allowFailure: true });
  if (second.code === 0) return;
  const commonDir = resolve3(repo, (await git(repo, ["rev-parse", "--git-common-dir"], run)).stdout.trim());
  const adminRoot = join2(commonDir, "worktrees");
  for (const name of await readdir(adminRoot).catch(() => [])) {
    const gitdir = await readFile2(join2(adminRoot, name, "gitdir"), "utf8").catch(() => "");
    if (gitdir.trim() !== "" && samePath(dirname(gitdir.trim()), dir)) {
      await rm(join2(adminRoot, name), { recursive: true, force: true });
    }
  }
}
function samePath(a, b2) {
  return resolve3(a) === resolve3(b2);
}
async function addOwnedWorktree(repo, workDir, name, sha, purpose, run) {
  if (!OWNED_NAME.test(name)) throw new Error(`internal: bad worktree name ${name}`);
  if (!FULL_SHA.test(sha)) throw new Error(`internal: addOwnedWorktree needs a full SHA, got ${sha}`);
  await mkdir(workDir, { recursive: true });
  const dir = join2(await realpathOr(workDir), name);
  if (await exists(dir)) await removeWorktree(repo, dir, run);
  else if ((await listWorktrees(repo, run)).some((w2) => samePath(w2.path, dir))) await removeWorktree(repo, dir, run);
  const owner = { pid: process.pid, hostname: hostname(), startedAt: Date.now(), purpose };
  await writeFile(`${dir}.owner.json`, `${JSON.stringify(owner)}
`);
  try {
    await git(repo, [...QUIET_CONFIG, "worktree", "add", "--detach", dir, sha], run);
  } catch (error) {
    await removeOwnedWorktree(repo, dir, run).catch(() => void 0);
    throw error;
  }
  return dir;
}
async function removeOwnedWorktree(repo, dir, run) {
  await removeWorktree(repo, dir, run);
  await rm(`${dir}.owner.json`, { force: true });
}
async function cleanupStaleWorktrees(repo, workDir, run) {
  if (!await exists(workDir)) return [];
  const root = await realpathOr(workDir);
  const removed = [];
  const registered = /* @__PURE__ */ new Set();
  for (const worktree of await listWorktrees(repo, run)) {
    const parent = await realpathOr(dirname(worktree.path));
    if (parent !== root || !OWNED_NAME.test(basename(worktree.path))) continue;
    const dir = join2(root, basename(worktree.path));
    registered.add(dir);
    const gone = worktree.prunable !== void 0 || !await exists(dir);
    if (!gone && ownerIsAlive(await readOwner(dir))) continue;
    await removeOwnedWorktree(repo, dir, run);
    removed.push(dir);
  }
  for (const name of await readdir(root)) {
    const dir = join2(root, name);
    if (!OWNED_NAME.test(name) || registered.has(dir)) continue;
    if (!await stat(dir).then(
      (s3) => s3.isDirectory(),
      () => false
    ))
      continue;
    if (ownerIsAlive(await readOwner(dir))) continue;
    await rm(dir, { recursive: true, force: true });
    await rm(`${dir}.owner.json`, { force: true });
    removed.push(dir);
  }
  for (const name of await readdir(root)) {
    if (!name.endsWith(".owner.json")) continue;
    const dir = join2(root, name.slice(0, -".owner.json".length));
    if (!OWNED_NAME.test(basename(dir)) || await exists(dir)) continue;
    if (ownerIsAlive(await readOwner(dir))) continue;
    await rm(`${dir}.owner.json`, { force: true });
  }
  return removed;
}
function isInside(path8, root) {
  return path8 === root || path8.startsWith(root.endsWith(sep) ? root : root + sep);
}

// src/binaries/builder-lock.ts
var DEFAULT_LOCK_STALE_MS = 10 * 6e4;
var heldHere = /* @__PURE__ */ new Set();
async function readHolder(path8) {
  try {
    const value = JSON.parse(await readFile3(path8, "utf8"));
    if (typeof value.pid !== "number" || typeof value.token !== "string" || typeof value.hostname !== "string")
      return void 0;
    return value;
  } catch {
    return void 0;
  }
}
function sleep(ms2, signal) {
  return new Promise((resolve9) => {
    const timer = setTimeout(done, ms2);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve9();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}
function staleReason(holder, mtimeMs, staleMs) {
  if (holder !== void 0 && holder.hostname === hostname2()) {
    if (holder.pid === process.pid && !heldHere.has(holder.token))
      return `left behind by this process (pid ${holder.pid})`;
    if (holder.pid !== process.pid && !isProcessAlive(holder.pid))
      return `its owner (pid ${holder.pid}) is no longer running`;
  }
  const age = Date.now() - mtimeMs;
  if (age > staleMs) return `not touched for ${Math.round(age / 1e3)} s (stale after ${Math.round(staleMs / 1e3)} s)`;
  return void 0;
}
async function breakLock(path8, seen) {
  const aside = `${path8}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    await rename(path8, aside);
  } catch (error) {
    if (error.code === "ENOENT") return;
    throw error;
  }
  const got = await readHolder(aside);
  if (got !== void 0 && seen !== void 0 && got.token !== seen.token) {
    await link(aside, path8).catch(() => void 0);
  }
  await unlink(aside).catch(() => void 0);
}
async function acquireLock(path8, options = {}) {
  const staleMs = options.staleMs ?? DEFAULT_LOCK_STALE_MS;
  const pollMs = options.pollMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 6 * 36e5;
  const started = Date.now();
  let waited = false;
  for (; ; ) {
    if (options.signal?.aborted) throw new BuildError("aborted", `gave up waiting for lock ${path8}: aborted`);
    const token = randomBytes(12).toString("hex");
    const holder = {
      pid: process.pid,
      hostname: hostname2(),
      acquiredAt: Date.now(),
      token,
      purpose: options.purpose
    };
    let handle;
    try {
      handle = await open(path8, "wx");
    } catch (error) {
      if (error.code !== "EEXIST") {
        throw new BuildError("bad-input", `cannot create lock file ${path8}: ${error.message}`, {
          cause: error
        });
      }
    }
    if (handle !== void 0) {
      heldHere.add(token);
      try {
        await handle.writeFile(`${JSON.stringify(holder)}
`);
      } finally {
        await handle.close();
      }
      return holdLock(path8, token, staleMs, waited);
    }
    const current = await readHolder(path8);
    const info = await stat2(path8).catch(() => void 0);
    if (info === void 0) continue;
    const why = staleReason(current, info.mtimeMs, staleMs);
    if (why !== void 0) {
      options.onStale?.(current, why);
      await breakLock(path8, current);
      continue;
    }
    if (!waited) {
      waited = true;
      options.onWait?.(current);
    }
    if (Date.now() - started > timeoutMs) {
      const who = current === void 0 ? "another process" : `pid ${current.pid} on ${current.hostname}`;
      throw new BuildError(
        "lock-timeout",
        `waited ${Math.round((Date.now() - started) / 1e3)} s for ${path8}, still held by ${who}; if no build is running, delete the lock file`
      );
    }
    await sleep(pollMs, options.signal);
  }
}
function holdLock(path8, token, staleMs, waited) {
  const beat = setInterval(
    () => {
      const now = /* @__PURE__ */ new Date();
      utimes(path8, now, now).catch(() => void 0);
    },
    Math.max(50, Math.floor(staleMs / 4))
  );
  beat.unref();
  let released = false;
  return {
    path: path8,
    token,
    waited,
    async release() {
      if (released) return;
      released = true;
      clearInterval(beat);
      heldHere.delete(token);
      const holder = await readHolder(path8);
      if (holder?.token === token) await unlink(path8).catch(() => void 0);
    }
  };
}

// src/binaries/build-cache.ts
var DEFAULT_CACHE_MAX_BYTES = 10 * 1024 ** 3;
function cacheKey(sha, config) {
  if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(sha))
    throw new Error(`internal: cache key needs a full commit SHA, got ${sha}`);
  const configHash = createHash("sha256").update(
    JSON.stringify({
      buildCommand: config.buildCommand,
      binaryPath: config.binaryPath,
      configureFlags: [...config.configureFlags],
      // only when untrusted, so that trusted keys stay what they always were
      ...config.trust === "untrusted" ? { trust: "untrusted" } : {}
    })
  ).digest("hex");
  return { sha, configHash, name: `${sha}-${configHash.slice(0, 16)}` };
}
var LAST_USED = "last-used";
var META = "meta.json";
var LOG = "build.log";
var STALE_TEMP_MS = 24 * 36e5;
var BuildCache = class {
  dir;
  entriesDir;
  tmpDir;
  locksDir;
  constructor(dir) {
    if (typeof dir !== "string" || dir === "")
      throw new BuildError("bad-input", `cacheDir must be a directory path, got ${JSON.stringify(dir)}`);
    this.dir = resolve4(dir);
    this.entriesDir = join3(this.dir, "entries");
    this.tmpDir = join3(this.dir, "tmp");
    this.locksDir = join3(this.dir, "locks");
  }
  async init() {
    try {
      for (const dir of [this.entriesDir, this.tmpDir, this.locksDir]) await mkdir2(dir, { recursive: true });
    } catch (error) {
      throw new BuildError("bad-input", `cannot use cache directory ${this.dir}: ${error.message}`, {
        cause: error
      });
    }
  }
  entryDir(key) {
    return join3(this.entriesDir, key.name);
  }
  /**
   * The entry for `key` when it is complete and intact; marks it used.
   * Broken entries are removed, and so is one whose binary no longer has the
   * sha256 recorded when it was stored (`log` says so): whatever changed it,
   * it is not what was built.
   */
  async lookup(key, log) {
    const entry = await this.read(key.name);
    if (entry === void 0) {
      if (await exists2(this.entryDir(key))) await this.remove(key.name);
      return void 0;
    }
    if (entry.meta.sha !== key.sha || entry.meta.configHash !== key.configHash) {
      await this.remove(key.name);
      return void 0;
    }
    const actual = await sha256File(entry.binary);
    if (actual !== entry.meta.binarySha256) {
      log?.(
        `cache: refusing ${entry.binary}: its sha256 ${actual} is not the ${entry.meta.binarySha256 ?? "(none)"} recorded when it was stored; building it again`
      );
      await this.remove(key.name);
      return void 0;
    }
    await this.touch(entry);
    return entry;
  }
  /** Marks an entry as just used (least-recently-used eviction goes by this). */
  async touch(entry) {
    const now = /* @__PURE__ */ new Date();
    await utimes2(join3(entry.dir, LAST_USED), now, now).catch(async () => writeFile2(join3(entry.dir, LAST_USED), ""));
    entry.lastUsedMs = now.getTime();
  }
  /**
   * Copies a freshly built binary (and its log) into the cache: into tmp/
   * first, then renamed into place. Returns the entry.
   */
  async store(key, source) {
    await this.init();
    await this.cleanupTemp();
    const binaryName = basename2(source.meta.binaryPath);
    const tmp = join3(this.tmpDir, `${key.name}.${process.pid}.${randomBytes2(4).toString("hex")}`);
    await mkdir2(tmp);
    try {
      const target = join3(tmp, binaryName);
      await copyFile(source.binary, target);
      await chmod(target, 493);
      const binarySize = (await stat3(target)).size;
      const binarySha256 = await sha256File(target);
      if (source.log !== void 0) await copyFile(source.log, join3(tmp, LOG));
      else await writeFile2(join3(tmp, LOG), "");
      const meta = {
        version: 1,
        sha: key.sha,
        configHash: key.configHash,
        ...source.meta,
        configureFlags: [...source.meta.configureFlags],
        binaryName,
        binarySize,
        binarySha256,
        createdAt: (/* @__PURE__ */ new Date()).toISOString()
      };
      await writeFile2(join3(tmp, META), `${JSON.stringify(meta, null, 2)}
`);
      await writeFile2(join3(tmp, LAST_USED), "");
      for (let attempt = 0; ; attempt++) {
        try {
          await rename2(tmp, this.entryDir(key));
          break;
        } catch (error) {
          const code = error.code;
          if (code !== "ENOTEMPTY" && code !== "EEXIST" || attempt > 2) throw error;
          const existing2 = await this.lookup(key);
          if (existing2 !== void 0) {
            await rm2(tmp, { recursive: true, force: true });
            return existing2;
          }
        }
      }
    } catch (error) {
      await rm2(tmp, { recursive: true, force: true });
      throw error;
    }
    const entry = await this.read(key.name);
    if (entry === void 0) throw new Error(`internal: cache entry ${key.name} unreadable right after storing it`);
    return entry;
  }
  /** Every intact entry (broken ones are listed with what can be read, so eviction can clear them). */
  async list() {
    const names = await readdir2(this.entriesDir).catch(() => []);
    const entries = [];
    for (const name of names) {
      const entry = await this.read(name);
      if (entry !== void 0) entries.push(entry);
    }
    return entries;
  }
  /** Total bytes in entries/ (including broken entries). */
  async totalBytes() {
    let total = 0;
    for (const name of await readdir2(this.entriesDir).catch(() => []))
      total += await dirSize(join3(this.entriesDir, name));
    return total;
  }
  /**
   * Removes least-recently-used entries until the cache holds at most
   * `maxBytes`, never the ones named in `keep`. Broken entries go first.
   * Returns what was removed.
   */
  async evict(maxBytes, keep = []) {
    if (!Number.isFinite(maxBytes) || maxBytes < 0)
      throw new BuildError("bad-input", `cache size limit must be a number of bytes >= 0, got ${maxBytes}`);
    const names = await readdir2(this.entriesDir).catch(() => []);
    const candidates = [];
    let total = 0;
    for (const name of names) {
      const entry = await this.read(name);
      const size = entry?.sizeBytes ?? await dirSize(join3(this.entriesDir, name));
      total += size;
      candidates.push({ name, size, lastUsedMs: entry?.lastUsedMs ?? -1 });
    }
    candidates.sort((a, b2) => a.lastUsedMs - b2.lastUsedMs || a.name.localeCompare(b2.name));
    const removed = [];
    for (const candidate of candidates) {
      if (total <= maxBytes) break;
      if (keep.includes(candidate.name)) continue;
      await this.remove(candidate.name);
      total -= candidate.size;
      removed.push(candidate.name);
    }
    return { removed, totalBytes: total };
  }
  /** Waits for and takes the build lock of `key`. */
  async lock(key, options = {}) {
    await this.init();
    return acquireLock(join3(this.locksDir, `${key.name}.lock`), options);
  }
  /** Removes temporary directories of writers that are gone (or older than a day). */
  async cleanupTemp() {
    for (const name of await readdir2(this.tmpDir).catch(() => [])) {
      const match = /\.(\d+)\.[0-9a-f]+$/.exec(name);
      const path8 = join3(this.tmpDir, name);
      const info = await stat3(path8).catch(() => void 0);
      if (info === void 0) continue;
      const pid = match === null ? 0 : Number(match[1]);
      const mine = pid === process.pid;
      const old = Date.now() - info.mtimeMs > STALE_TEMP_MS;
      if (!mine && !isProcessAlive(pid) || old) await rm2(path8, { recursive: true, force: true });
    }
  }
  async remove(name) {
    const trash = join3(this.tmpDir, `trash-${name}.${process.pid}.${randomBytes2(4).toString("hex")}`);
    try {
      await mkdir2(this.tmpDir, { recursive: true });
      await rename2(join3(this.entriesDir, name), trash);
    } catch (error) {
      if (error.code === "ENOENT") return;
      throw error;
    }
    await rm2(trash, { recursive: true, force: true });
  }
  async read(name) {
    const dir = join3(this.entriesDir, name);
    let meta;
    try {
      meta = JSON.parse(await readFile4(join3(dir, META), "utf8"));
    } catch {
      return void 0;
    }
    if (meta.version !== 1 || typeof meta.binaryName !== "string" || basename2(meta.binaryName) !== meta.binaryName)
      return void 0;
    const binary = join3(dir, meta.binaryName);
    try {
      const info = await stat3(binary);
      if (!info.isFile() || info.size !== meta.binarySize) return void 0;
      await access(binary, constants2.X_OK);
    } catch {
      return void 0;
    }
    const lastUsed = await stat3(join3(dir, LAST_USED)).catch(() => stat3(join3(dir, META)));
    return {
      name,
      dir,
      binary,
      logFile: join3(dir, LOG),
      meta,
      sizeBytes: await dirSize(dir),
      lastUsedMs: lastUsed.mtimeMs
    };
  }
};
async function exists2(path8) {
  return stat3(path8).then(
    () => true,
    () => false
  );
}
async function dirSize(dir) {
  let total = 0;
  const items = await readdir2(dir, { withFileTypes: true }).catch(() => []);
  for (const item of items) {
    const path8 = join3(dir, item.name);
    if (item.isDirectory()) total += await dirSize(path8);
    else total += (await stat3(path8).catch(() => ({ size: 0 }))).size;
  }
  return total;
}
async function sha256File(path8) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path8)) hash.update(chunk);
  return hash.digest("hex");
}

// src/binaries/builder-ccache.ts
import { mkdir as mkdir3 } from "node:fs/promises";
import { basename as basename3, join as join4 } from "node:path";
async function findExecutable2(name, env) {
  return findExecutable(name, env.PATH ?? env.Path) ?? void 0;
}
function ccacheDirs(root, trust) {
  return { own: join4(root, trust), trusted: join4(root, "trusted") };
}
function withCcache(compiler, fallback) {
  const command = compiler === void 0 || compiler.trim() === "" ? fallback : compiler.trim();
  const first = command.split(/\s+/)[0] ?? "";
  return basename3(first) === "ccache" ? command : `ccache ${command}`;
}
async function setupCcache(options) {
  const env = { ...options.env };
  const none = { env, writable: [], readable: [] };
  if (!options.enabled) return { ...none, message: "ccache: disabled" };
  const ccache = await findExecutable2("ccache", env);
  if (ccache === void 0) {
    return {
      ...none,
      message: "ccache not found on PATH: building without it (install ccache to make rebuilds of node much faster)"
    };
  }
  const dirs = ccacheDirs(options.ccacheRoot, options.trust);
  await mkdir3(dirs.own, { recursive: true });
  env.CC = withCcache(env.CC, "gcc");
  env.CXX = withCcache(env.CXX, "g++");
  env.CCACHE_DIR = dirs.own;
  const readable = [];
  if (dirs.own !== dirs.trusted) {
    await mkdir3(dirs.trusted, { recursive: true });
    env.CCACHE_SECONDARY_STORAGE = `file:${dirs.trusted}|read-only`;
    readable.push(dirs.trusted);
  }
  if (env.CCACHE_BASEDIR === void 0 || env.CCACHE_BASEDIR === "") env.CCACHE_BASEDIR = options.worktree;
  if (env.CCACHE_NOHASHDIR === void 0 && env.CCACHE_HASHDIR === void 0) env.CCACHE_NOHASHDIR = "1";
  const secondary = readable.length > 0 ? `, reading ${dirs.trusted} read-only` : "";
  return {
    ccache,
    env,
    writable: [dirs.own],
    readable,
    message: `ccache: using ${ccache} (${options.trust} build: CCACHE_DIR=${dirs.own}${secondary}), CC=${env.CC}, CXX=${env.CXX}`
  };
}
function parsePrintStats(text) {
  const values = /* @__PURE__ */ new Map();
  for (const line of text.split("\n")) {
    const match = /^([a-z_]+)\t(\d+)\s*$/.exec(line);
    if (match !== null) values.set(match[1], Number(match[2]));
  }
  if (!values.has("cache_miss")) return void 0;
  return {
    hits: (values.get("direct_cache_hit") ?? 0) + (values.get("preprocessed_cache_hit") ?? 0),
    misses: values.get("cache_miss") ?? 0
  };
}
function parseSummaryStats(text) {
  const v3 = (label) => {
    const match = new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\s+(\\d+)\\s*$`, "m").exec(text);
    return match === null ? void 0 : Number(match[1]);
  };
  const direct = v3("cache hit (direct)");
  const preprocessed = v3("cache hit (preprocessed)");
  const miss = v3("cache miss");
  if (miss !== void 0) return { hits: (direct ?? 0) + (preprocessed ?? 0), misses: miss };
  const hits = /^\s*Hits:\s+(\d+)\s*\/\s*\d+/m.exec(text);
  const misses = /^\s*Misses:\s+(\d+)\s*\/\s*\d+/m.exec(text);
  if (hits !== null && misses !== null) return { hits: Number(hits[1]), misses: Number(misses[1]) };
  return void 0;
}
async function readCcacheCounters(ccache, env, run) {
  try {
    const printed = await run(ccache, ["--print-stats"], { cwd: "/", env });
    if (printed.code === 0) {
      const counters = parsePrintStats(printed.stdout);
      if (counters !== void 0) return counters;
    }
    const summary = await run(ccache, ["-s"], { cwd: "/", env });
    return summary.code === 0 ? parseSummaryStats(summary.stdout) : void 0;
  } catch {
    return void 0;
  }
}
function ccacheDelta(before, after) {
  if (before === void 0 || after === void 0) return { used: true };
  const hits = Math.max(0, after.hits - before.hits);
  const misses = Math.max(0, after.misses - before.misses);
  const report = { used: true, hits, misses };
  if (hits + misses > 0) report.hitRate = hits / (hits + misses);
  return report;
}

// src/binaries/builder.ts
var DEFAULT_BUILD_COMMAND = './configure "$@" && make -j"$(getconf _NPROCESSORS_ONLN)"';
var DEFAULT_BINARY_PATH = "out/Release/node";
var DEFAULT_MIN_FREE_BYTES = 30 * 1024 ** 3;
var LOG_TAIL_LINES = 50;
var BUILD_LOG_MAX_BYTES = 64 * 1024 * 1024;
var DISK_CHECK_INTERVAL_MS = 15e3;
var DISK_FLOOR_BYTES = 1024 ** 3;
function checkOptions(options) {
  if (typeof options !== "object" || options === null)
    throw new BuildError("bad-input", "buildRef needs an options object");
  if (typeof options.log !== "function") throw new BuildError("bad-input", "buildRef needs a log function");
  validateRef(options.ref);
  const dir = (value, name) => {
    if (typeof value !== "string" || value.trim() === "" || value.includes("\0")) {
      throw new BuildError("bad-input", `${name} must be a directory path, got ${JSON.stringify(value)}`);
    }
    return resolve5(value);
  };
  const workDir = dir(options.workDir, "workDir");
  const cacheDir = dir(options.cacheDir, "cacheDir");
  if (isInside(workDir, cacheDir) || isInside(cacheDir, workDir)) {
    throw new BuildError("bad-input", `workDir (${workDir}) and cacheDir (${cacheDir}) must not contain one another`);
  }
  const buildCommand2 = options.buildCommand ?? DEFAULT_BUILD_COMMAND;
  if (typeof buildCommand2 !== "string" || buildCommand2.trim() === "" || buildCommand2.includes("\0")) {
    throw new BuildError(
      "bad-input",
      `buildCommand must be a non-empty shell command, got ${JSON.stringify(buildCommand2)}`
    );
  }
  const binaryPath = options.binaryPath ?? DEFAULT_BINARY_PATH;
  if (typeof binaryPath !== "string" || binaryPath === "" || binaryPath.includes("\0")) {
    throw new BuildError(
      "bad-input",
      `binaryPath must be a file path relative to the worktree, got ${JSON.stringify(binaryPath)}`
    );
  }
  const normalized = normalize(binaryPath);
  if (isAbsolute2(binaryPath) || normalized === ".." || normalized.startsWith(`..${sep2}`) || normalized === "." || binaryPath.endsWith("/")) {
    throw new BuildError(
      "bad-input",
      `binaryPath ${JSON.stringify(binaryPath)} must name a file inside the worktree (e.g. out/Release/node)`
    );
  }
  const flags = options.configureFlags ?? [];
  if (!Array.isArray(flags) || flags.some((flag) => typeof flag !== "string" || flag.includes("\0"))) {
    throw new BuildError(
      "bad-input",
      `configureFlags must be an array of strings (one argument each), got ${JSON.stringify(flags)}`
    );
  }
  const bytes = (value, name, fallback) => {
    if (value === void 0) return fallback;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
      throw new BuildError("bad-input", `${name} must be a number of bytes >= 0, got ${JSON.stringify(value)}`);
    }
    return value;
  };
  if (options.trust !== "trusted" && options.trust !== "untrusted") {
    throw new BuildError("bad-input", `trust must be "trusted" or "untrusted", got ${JSON.stringify(options.trust)}`);
  }
  if (!(typeof options.timeoutMs === "number" && options.timeoutMs > 0)) {
    throw new BuildError(
      "bad-input",
      `the build timeout must be a positive number of milliseconds, got ${options.timeoutMs}`
    );
  }
  const minFreeBytes = bytes(options.minFreeBytes, "minFreeBytes", DEFAULT_MIN_FREE_BYTES);
  const checked = {
    repo: options.repo,
    ref: options.ref,
    workDir,
    cacheDir,
    buildCommand: buildCommand2,
    binaryPath: normalized,
    configureFlags: [...flags],
    ccacheDir: dir(options.ccacheDir, "ccacheDir"),
    useCcache: options.useCcache ?? true,
    minFreeBytes,
    cacheMaxBytes: bytes(options.cacheMaxBytes, "cacheMaxBytes", DEFAULT_CACHE_MAX_BYTES),
    trust: options.trust,
    timeoutMs: options.timeoutMs,
    sandbox: options.sandbox,
    passEnv: options.passEnv,
    diskCheck: options.diskCheck ?? {
      floorBytes: Math.min(DISK_FLOOR_BYTES, minFreeBytes),
      intervalMs: DISK_CHECK_INTERVAL_MS
    }
  };
  return checked;
}
function formatBytes(bytes) {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} B`;
}
function seconds(ms2) {
  return `${(ms2 / 1e3).toFixed(1)} s`;
}
async function freeBytes(dir) {
  const info = await statfs(dir);
  return Number(info.bavail) * Number(info.bsize);
}
async function readLogTail(path8, lines = LOG_TAIL_LINES) {
  const handle = await open2(path8, "r").catch(() => void 0);
  if (handle === void 0) return "";
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 256 * 1024);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    const text = buffer.toString("utf8").replace(/\n$/, "");
    return text.split("\n").slice(-lines).join("\n");
  } finally {
    await handle.close();
  }
}
function watchBuild(opts, outer) {
  const controller = new AbortController();
  const state = {
    signal: controller.signal,
    stop: () => {
      clearInterval(timer);
      outer?.removeEventListener("abort", onAbort);
    }
  };
  const onAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener("abort", onAbort, { once: true });
  const timer = setInterval(() => {
    freeBytes(opts.workDir).then(
      (free) => {
        if (free >= opts.diskCheck.floorBytes || controller.signal.aborted) return;
        state.lowDisk = `only ${formatBytes(free)} of disk left in ${opts.workDir} (floor ${formatBytes(opts.diskCheck.floorBytes)})`;
        controller.abort();
      },
      () => void 0
      // statfs failing is no reason to kill a build
    );
  }, opts.diskCheck.intervalMs);
  return state;
}
function pathEntries(searchPath) {
  return (searchPath ?? "").split(delimiter).filter((dir) => isAbsolute2(dir));
}
async function checkWorkDirPlacement(repo, workDir, run) {
  const top = await git(repo, ["rev-parse", "--show-toplevel"], run, { allowFailure: true });
  if (top.code !== 0 || top.stdout.trim() === "") return;
  const root = await realpath2(top.stdout.trim()).catch(() => top.stdout.trim());
  const real = await realpath2(workDir).catch(() => workDir);
  if (!isInside(real, root)) return;
  const ignored = await git(repo, ["check-ignore", "-q", "--", join5(real, "build-x")], run, { allowFailure: true });
  if (ignored.code === 0) return;
  throw new BuildError(
    "bad-input",
    `workDir ${workDir} is inside the working tree of ${root} and not ignored by git: the build worktrees would show up in its git status. Use a directory outside the checkout, or add it to .gitignore.`
  );
}
async function buildRef(options, deps) {
  const run = deps.run;
  const opts = checkOptions(options);
  const log = options.log;
  const repo = await checkRepository(opts.repo, run);
  await checkWorkDirPlacement(repo, opts.workDir, run);
  const sha = await resolveCommit(repo, opts.ref, run);
  log(`${opts.ref} is commit ${sha}`);
  const key = cacheKey(sha, opts);
  if (opts.trust === "untrusted") log(`untrusted build: cache entry ${key.name} serves pull-request builds only`);
  const cache = new BuildCache(opts.cacheDir);
  await cache.init();
  if (opts.trust === "untrusted") {
    const trustedKey = cacheKey(sha, { ...opts, trust: "trusted" });
    const trusted = await cache.lookup(trustedKey, log);
    if (trusted !== void 0) return cacheHit(opts, trustedKey, trusted, log, false);
  }
  const hit = await cache.lookup(key, log);
  if (hit !== void 0) return cacheHit(opts, key, hit, log, false);
  const lock = await cache.lock(key, {
    ...options.lock,
    purpose: `build ${sha}`,
    signal: options.signal,
    onWait: (holder) => log(
      `waiting for another build of ${sha.slice(0, 12)} with the same configuration` + (holder === void 0 ? "" : ` (pid ${holder.pid} on ${holder.hostname})`) + " to finish"
    ),
    onStale: (_holder, why) => log(`removing a stale build lock for ${sha.slice(0, 12)}: ${why}`)
  });
  let result;
  try {
    const built = await cache.lookup(key, log);
    if (built !== void 0) return cacheHit(opts, key, built, log, true);
    result = await buildLocked({
      repo,
      sha,
      key,
      cache,
      opts,
      signal: options.signal,
      log,
      run,
      supervisor: deps.supervisor ?? runSupervised
    });
  } finally {
    await lock.release();
  }
  try {
    const { removed, totalBytes } = await cache.evict(opts.cacheMaxBytes, [key.name]);
    if (removed.length > 0) {
      log(
        `cache: evicted ${removed.length} least recently used build(s) to stay under ${formatBytes(opts.cacheMaxBytes)}: ${removed.join(", ")}`
      );
    }
    if (totalBytes > opts.cacheMaxBytes) {
      log(
        `cache: ${formatBytes(totalBytes)} in ${cache.dir} is above the ${formatBytes(opts.cacheMaxBytes)} limit (kept the build just made)`
      );
    }
  } catch (error) {
    log(`cache: could not evict old builds from ${cache.dir}: ${error.message}`);
  }
  return result;
}
function cacheHit(opts, key, entry, log, afterWait) {
  log(
    `cache hit for ${opts.ref} (${key.sha.slice(0, 12)})${afterWait ? ", built by another run meanwhile" : ""}: ${entry.binary}, no build`
  );
  log("timings: checkout 0.0 s, build 0.0 s (cache hit), copy 0.0 s");
  return {
    ref: opts.ref,
    sha: key.sha,
    binary: entry.binary,
    cacheHit: true,
    cacheKey: key.name,
    timings: { checkoutMs: 0, buildMs: 0, copyMs: 0 },
    logFile: entry.logFile
  };
}
async function buildLocked(job) {
  const { repo, sha, key, cache, opts, log, run } = job;
  try {
    await mkdir4(opts.workDir, { recursive: true });
  } catch (error) {
    throw new BuildError("bad-input", `cannot create workDir ${opts.workDir}: ${error.message}`, {
      cause: error
    });
  }
  const free = await freeBytes(opts.workDir);
  if (free < opts.minFreeBytes) {
    throw new BuildError(
      "disk-space",
      `not enough free disk space to build ${opts.ref} (${sha.slice(0, 12)}) in ${opts.workDir}: ${formatBytes(free)} free, at least ${formatBytes(opts.minFreeBytes)} needed (minFreeBytes). Free some space or point workDir at a larger disk (a node core build tree takes about 10 GB).`
    );
  }
  const stale = await cleanupStaleWorktrees(repo, opts.workDir, run);
  if (stale.length > 0) log(`removed ${stale.length} worktree(s) left by earlier runs: ${stale.join(", ")}`);
  const logsDir = join5(opts.workDir, "logs");
  await mkdir4(logsDir, { recursive: true });
  const stamp = (/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-");
  const logFile = join5(logsDir, `build-${key.name}-${stamp}.log`);
  let started = Date.now();
  const worktree = await addOwnedWorktree(repo, opts.workDir, `build-${key.name}`, sha, `build ${opts.ref}`, run);
  const checkoutMs = Date.now() - started;
  log(`checkout: worktree ${worktree} at ${sha.slice(0, 12)} in ${seconds(checkoutMs)}`);
  try {
    const sandboxed = opts.sandbox.kind !== "none";
    const home = sandboxed ? SANDBOX_HOME : await mkdtemp(join5(opts.workDir, "home-"));
    const ccacheSetup = await setupCcache({
      env: childEnv(run.host, { purpose: "build", passEnv: opts.passEnv, set: { HOME: home } }),
      enabled: opts.useCcache,
      ccacheRoot: opts.ccacheDir,
      trust: opts.trust,
      worktree
    });
    log(ccacheSetup.message);
    const before = ccacheSetup.ccache === void 0 ? void 0 : await readCcacheCounters(ccacheSetup.ccache, ccacheSetup.env, run);
    await writeFile3(
      logFile,
      [
        `# node-bench build of ${opts.ref} (${sha})`,
        `# worktree: ${worktree}`,
        `# command: bash -c ${JSON.stringify(opts.buildCommand)} node-bench-build ${opts.configureFlags.map((f2) => JSON.stringify(f2)).join(" ")}`,
        `# ${ccacheSetup.message}`,
        `# sandbox: ${opts.sandbox.kind}; environment: ${Object.keys(ccacheSetup.env).sort().join(" ")}`,
        `# started: ${(/* @__PURE__ */ new Date()).toISOString()}`,
        ""
      ].join("\n")
    );
    log(
      `build: running ${opts.buildCommand}${opts.configureFlags.length > 0 ? ` with configure flags ${opts.configureFlags.join(" ")}` : ""} (log: ${logFile})`
    );
    started = Date.now();
    const watch = watchBuild(opts, job.signal);
    let status;
    try {
      status = await job.supervisor({
        command: "bash",
        args: ["-c", opts.buildCommand, "node-bench-build", ...opts.configureFlags],
        cwd: worktree,
        env: ccacheSetup.env,
        logFile: { path: logFile, maxBytes: BUILD_LOG_MAX_BYTES },
        limit: { ms: opts.timeoutMs, cause: "timeout" },
        signal: watch.signal,
        sandbox: opts.sandbox.confine({
          writable: [worktree, ...ccacheSetup.writable, ...sandboxed ? [] : [home]],
          // the tools the build runs (PATH entries may sit under a hidden HOME)
          readable: [repo, ...ccacheSetup.readable, ...pathEntries(ccacheSetup.env.PATH)]
        })
      });
    } finally {
      watch.stop();
      if (!sandboxed) await rm3(home, { recursive: true, force: true });
    }
    if (status.spawnError) {
      const error = status.spawnError;
      const why = error.code === "ENOENT" ? "bash is not installed or not on PATH" : error.message;
      throw new BuildError("build-failed", `could not start the build of ${opts.ref}: ${why}`, { cause: error });
    }
    const buildMs = Date.now() - started;
    const exit = status.killed === "timeout" ? `killed after the ${seconds(opts.timeoutMs)} build timeout` : watch.lowDisk !== void 0 ? `killed: ${watch.lowDisk}` : status.exitCode === null ? `killed by ${status.signal ?? "a signal"}` : `exit code ${status.exitCode}`;
    await appendFile(logFile, `
# finished: ${(/* @__PURE__ */ new Date()).toISOString()}, ${exit}, ${seconds(buildMs)}
`);
    let ccache;
    if (ccacheSetup.ccache === void 0) ccache = { used: false };
    else {
      ccache = ccacheDelta(before, await readCcacheCounters(ccacheSetup.ccache, ccacheSetup.env, run));
      log(
        ccache.hitRate === void 0 ? `ccache: ${ccache.hits === void 0 ? "statistics unavailable" : "nothing cacheable compiled"}` : `ccache: ${(ccache.hitRate * 100).toFixed(1)}% hit rate (hits ${ccache.hits}, misses ${ccache.misses})`
      );
    }
    if (watch.lowDisk !== void 0) {
      throw new BuildError(
        "disk-space",
        `the build of ${opts.ref} (${sha.slice(0, 12)}) was stopped: ${watch.lowDisk}. Free some space or point the cache at a larger disk.`
      );
    }
    if (status.exitCode !== 0) {
      const aborted = job.signal?.aborted === true;
      const tail = await readLogTail(logFile);
      throw new BuildFailedError(
        aborted ? "aborted" : "build-failed",
        `the build of ${opts.ref} (${sha}) ${aborted ? "was aborted" : "failed"} after ${seconds(buildMs)}: ${opts.buildCommand} ended with ${exit}.
Last ${LOG_TAIL_LINES} lines of ${logFile}:
${tail}
(full log: ${logFile})`,
        sha,
        logFile,
        tail
      );
    }
    const binary = join5(worktree, opts.binaryPath);
    const info = await stat4(binary).catch(() => void 0);
    const runnable = info?.isFile() === true && await access2(binary, constants3.X_OK).then(
      () => true,
      () => false
    );
    if (!runnable) {
      const tail = await readLogTail(logFile);
      throw new BuildFailedError(
        "missing-binary",
        `the build of ${opts.ref} (${sha}) succeeded but ${opts.binaryPath} ${info === void 0 ? "does not exist" : info.isFile() ? "is not executable" : "is not a file"} in the worktree (check binaryPath).
Last ${LOG_TAIL_LINES} lines of ${logFile}:
${tail}
(full log: ${logFile})`,
        sha,
        logFile,
        tail
      );
    }
    log(`build: ${seconds(buildMs)}`);
    started = Date.now();
    const entry = await cache.store(key, {
      binary,
      log: logFile,
      meta: {
        buildCommand: opts.buildCommand,
        binaryPath: opts.binaryPath,
        configureFlags: opts.configureFlags,
        ref: opts.ref,
        buildMs
      }
    });
    const copyMs = Date.now() - started;
    await rm3(logFile, { force: true });
    log(`copy: ${entry.binary} in ${seconds(copyMs)}`);
    log(`timings: checkout ${seconds(checkoutMs)}, build ${seconds(buildMs)}, copy ${seconds(copyMs)}`);
    return {
      ref: opts.ref,
      sha,
      binary: entry.binary,
      cacheHit: false,
      cacheKey: key.name,
      timings: { checkoutMs, buildMs, copyMs },
      ccache,
      logFile: entry.logFile
    };
  } finally {
    await removeOwnedWorktree(repo, worktree, run).catch(
      (error) => log(`could not remove worktree ${worktree}: ${error.message} (it will be removed by the next run)`)
    );
  }
}

// src/binaries/node-version.ts
var VERSION = /^v\d+\.\d+\.\d+\S*$/;
async function readNodeVersion(path8, options = {}) {
  const { sandbox, timeoutMs = 15e3 } = typeof options === "number" ? { timeoutMs: options } : options;
  const result = await runSupervised({
    command: path8,
    args: ["--version"],
    cwd: "/",
    env: {},
    stdout: "capture",
    captureLimit: 64 * 1024,
    limit: { ms: timeoutMs, cause: "timeout" },
    sandbox: sandbox?.confine({ readable: [path8] })
  });
  let why;
  if (result.spawnError) {
    const code = result.spawnError.code;
    why = `${code ?? "Error"}: ${result.spawnError.message}`;
  } else if (result.killed === "timeout") why = `it did not finish within ${timeoutMs / 1e3} s`;
  else if (result.exitCode !== 0) {
    const stderr = result.stderrTail.trim();
    why = `it exited with ${result.exitCode ?? result.signal}${stderr !== "" ? `: ${stderr.split("\n")[0]}` : ""}`;
  }
  if (why !== void 0) {
    throw new BinaryUnusableError(`running \`${path8} --version\` failed: ${why}`, {
      cause: result.spawnError ?? void 0
    });
  }
  const version = result.stdout.trim();
  if (!VERSION.test(version)) {
    throw new BinaryUnusableError(
      `${path8} does not look like node: \`--version\` printed ${JSON.stringify(version.slice(0, 200))}, expected something like v20.0.0`
    );
  }
  return version;
}

// src/binaries/spec.ts
import { existsSync as existsSync3 } from "node:fs";
import { access as access3, constants as constants4, stat as stat6 } from "node:fs/promises";
import { homedir as homedir2 } from "node:os";
import { resolve as resolve6 } from "node:path";

// src/binaries/releases.ts
import { createHash as createHash2 } from "node:crypto";
import { createReadStream as createReadStream2, createWriteStream } from "node:fs";
import { chmod as chmod2, mkdir as mkdir5, mkdtemp as mkdtemp2, readdir as readdir3, readFile as readFile5, rename as rename3, rm as rm4, stat as stat5, writeFile as writeFile4 } from "node:fs/promises";
import { join as join6 } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

// node_modules/tar/dist/esm/index.min.js
import Qr from "events";
import I from "fs";
import { EventEmitter as Di } from "node:events";
import Cs from "node:stream";
import { StringDecoder as Hr } from "node:string_decoder";
import cr from "node:path";
import Kt from "node:fs";
import { dirname as Fn, parse as kn } from "path";
import { EventEmitter as Dn } from "events";
import zi from "assert";
import { Buffer as Ot } from "buffer";
import * as Ps from "zlib";
import en from "zlib";
import { posix as Zt } from "node:path";
import { basename as _n } from "node:path";
import mi from "fs";
import X from "fs";
import js from "path";
import { win32 as Pn } from "node:path";
import ar from "path";
import Br from "node:fs";
import co from "node:assert";
import { randomBytes as Mr } from "node:crypto";
import u from "node:fs";
import R from "node:path";
import pr from "fs";
import wi from "node:fs";
import we from "node:path";
import k from "node:fs";
import ro from "node:fs/promises";
import Si from "node:path";
import { join as xr } from "node:path";
import v from "node:fs";
import Pr from "node:path";
var zr = Object.defineProperty;
var Ur = (s3, t) => {
  for (var e in t) zr(s3, e, { get: t[e], enumerable: true });
};
var Ds = typeof process == "object" && process ? process : { stdout: null, stderr: null };
var Wr = (s3) => !!s3 && typeof s3 == "object" && (s3 instanceof A || s3 instanceof Cs || Gr(s3) || Zr(s3));
var Gr = (s3) => !!s3 && typeof s3 == "object" && s3 instanceof Di && typeof s3.pipe == "function" && s3.pipe !== Cs.Writable.prototype.pipe;
var Zr = (s3) => !!s3 && typeof s3 == "object" && s3 instanceof Di && typeof s3.write == "function" && typeof s3.end == "function";
var Q = Symbol("EOF");
var J = Symbol("maybeEmitEnd");
var nt = Symbol("emittedEnd");
var De = Symbol("emittingEnd");
var qt = Symbol("emittedError");
var Ne = Symbol("closed");
var Ns = Symbol("read");
var Ae = Symbol("flush");
var As = Symbol("flushChunk");
var z = Symbol("encoding");
var Mt = Symbol("decoder");
var g = Symbol("flowing");
var Qt = Symbol("paused");
var Bt = Symbol("resume");
var b = Symbol("buffer");
var N = Symbol("pipes");
var _ = Symbol("bufferLength");
var bi = Symbol("bufferPush");
var Ie = Symbol("bufferShift");
var L = Symbol("objectMode");
var S = Symbol("destroyed");
var _i = Symbol("error");
var Oi = Symbol("emitData");
var Is = Symbol("emitEnd");
var Ti = Symbol("emitEnd2");
var Z = Symbol("async");
var xi = Symbol("abort");
var Ce = Symbol("aborted");
var Jt = Symbol("signal");
var Rt = Symbol("dataListeners");
var C = Symbol("discarded");
var jt = (s3) => Promise.resolve().then(s3);
var Yr = (s3) => s3();
var Kr = (s3) => s3 === "end" || s3 === "finish" || s3 === "prefinish";
var Vr = (s3) => s3 instanceof ArrayBuffer || !!s3 && typeof s3 == "object" && s3.constructor && s3.constructor.name === "ArrayBuffer" && s3.byteLength >= 0;
var $r = (s3) => !Buffer.isBuffer(s3) && ArrayBuffer.isView(s3);
var Fe = class {
  src;
  dest;
  opts;
  ondrain;
  constructor(t, e, i) {
    this.src = t, this.dest = e, this.opts = i, this.ondrain = () => t[Bt](), this.dest.on("drain", this.ondrain);
  }
  unpipe() {
    this.dest.removeListener("drain", this.ondrain);
  }
  proxyErrors(t) {
  }
  end() {
    this.unpipe(), this.opts.end && this.dest.end();
  }
};
var Li = class extends Fe {
  unpipe() {
    this.src.removeListener("error", this.proxyErrors), super.unpipe();
  }
  constructor(t, e, i) {
    super(t, e, i), this.proxyErrors = (r) => this.dest.emit("error", r), t.on("error", this.proxyErrors);
  }
};
var Xr = (s3) => !!s3.objectMode;
var qr = (s3) => !s3.objectMode && !!s3.encoding && s3.encoding !== "buffer";
var A = class extends Di {
  [g] = false;
  [Qt] = false;
  [N] = [];
  [b] = [];
  [L];
  [z];
  [Z];
  [Mt];
  [Q] = false;
  [nt] = false;
  [De] = false;
  [Ne] = false;
  [qt] = null;
  [_] = 0;
  [S] = false;
  [Jt];
  [Ce] = false;
  [Rt] = 0;
  [C] = false;
  writable = true;
  readable = true;
  constructor(...t) {
    let e = t[0] || {};
    if (super(), e.objectMode && typeof e.encoding == "string") throw new TypeError("Encoding and objectMode may not be used together");
    Xr(e) ? (this[L] = true, this[z] = null) : qr(e) ? (this[z] = e.encoding, this[L] = false) : (this[L] = false, this[z] = null), this[Z] = !!e.async, this[Mt] = this[z] ? new Hr(this[z]) : null, e && e.debugExposeBuffer === true && Object.defineProperty(this, "buffer", { get: () => this[b] }), e && e.debugExposePipes === true && Object.defineProperty(this, "pipes", { get: () => this[N] });
    let { signal: i } = e;
    i && (this[Jt] = i, i.aborted ? this[xi]() : i.addEventListener("abort", () => this[xi]()));
  }
  get bufferLength() {
    return this[_];
  }
  get encoding() {
    return this[z];
  }
  set encoding(t) {
    throw new Error("Encoding must be set at instantiation time");
  }
  setEncoding(t) {
    throw new Error("Encoding must be set at instantiation time");
  }
  get objectMode() {
    return this[L];
  }
  set objectMode(t) {
    throw new Error("objectMode must be set at instantiation time");
  }
  get async() {
    return this[Z];
  }
  set async(t) {
    this[Z] = this[Z] || !!t;
  }
  [xi]() {
    this[Ce] = true, this.emit("abort", this[Jt]?.reason), this.destroy(this[Jt]?.reason);
  }
  get aborted() {
    return this[Ce];
  }
  set aborted(t) {
  }
  write(t, e, i) {
    if (this[Ce]) return false;
    if (this[Q]) throw new Error("write after end");
    if (this[S]) return this.emit("error", Object.assign(new Error("Cannot call write after a stream was destroyed"), { code: "ERR_STREAM_DESTROYED" })), true;
    typeof e == "function" && (i = e, e = "utf8"), e || (e = "utf8");
    let r = this[Z] ? jt : Yr;
    if (!this[L] && !Buffer.isBuffer(t)) {
      if ($r(t)) t = Buffer.from(t.buffer, t.byteOffset, t.byteLength);
      else if (Vr(t)) t = Buffer.from(t);
      else if (typeof t != "string") throw new Error("Non-contiguous data written to non-objectMode stream");
    }
    return this[L] ? (this[g] && this[_] !== 0 && this[Ae](true), this[g] ? this.emit("data", t) : this[bi](t), this[_] !== 0 && this.emit("readable"), i && r(i), this[g]) : t.length ? (typeof t == "string" && !(e === this[z] && !this[Mt]?.lastNeed) && (t = Buffer.from(t, e)), Buffer.isBuffer(t) && this[z] && (t = this[Mt].write(t)), this[g] && this[_] !== 0 && this[Ae](true), this[g] ? this.emit("data", t) : this[bi](t), this[_] !== 0 && this.emit("readable"), i && r(i), this[g]) : (this[_] !== 0 && this.emit("readable"), i && r(i), this[g]);
  }
  read(t) {
    if (this[S]) return null;
    if (this[C] = false, this[_] === 0 || t === 0 || t && t > this[_]) return this[J](), null;
    this[L] && (t = null), this[b].length > 1 && !this[L] && (this[b] = [this[z] ? this[b].join("") : Buffer.concat(this[b], this[_])]);
    let e = this[Ns](t || null, this[b][0]);
    return this[J](), e;
  }
  [Ns](t, e) {
    if (this[L]) this[Ie]();
    else {
      let i = e;
      t === i.length || t === null ? this[Ie]() : typeof i == "string" ? (this[b][0] = i.slice(t), e = i.slice(0, t), this[_] -= t) : (this[b][0] = i.subarray(t), e = i.subarray(0, t), this[_] -= t);
    }
    return this.emit("data", e), !this[b].length && !this[Q] && this.emit("drain"), e;
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, t = void 0), typeof e == "function" && (i = e, e = "utf8"), t !== void 0 && this.write(t, e), i && this.once("end", i), this[Q] = true, this.writable = false, (this[g] || !this[Qt]) && this[J](), this;
  }
  [Bt]() {
    this[S] || (!this[Rt] && !this[N].length && (this[C] = true), this[Qt] = false, this[g] = true, this.emit("resume"), this[b].length ? this[Ae]() : this[Q] ? this[J]() : this.emit("drain"));
  }
  resume() {
    return this[Bt]();
  }
  pause() {
    this[g] = false, this[Qt] = true, this[C] = false;
  }
  get destroyed() {
    return this[S];
  }
  get flowing() {
    return this[g];
  }
  get paused() {
    return this[Qt];
  }
  [bi](t) {
    this[L] ? this[_] += 1 : this[_] += t.length, this[b].push(t);
  }
  [Ie]() {
    return this[L] ? this[_] -= 1 : this[_] -= this[b][0].length, this[b].shift();
  }
  [Ae](t = false) {
    do
      ;
    while (this[As](this[Ie]()) && this[b].length);
    !t && !this[b].length && !this[Q] && this.emit("drain");
  }
  [As](t) {
    return this.emit("data", t), this[g];
  }
  pipe(t, e) {
    if (this[S]) return t;
    this[C] = false;
    let i = this[nt];
    return e = e || {}, t === Ds.stdout || t === Ds.stderr ? e.end = false : e.end = e.end !== false, e.proxyErrors = !!e.proxyErrors, i ? e.end && t.end() : (this[N].push(e.proxyErrors ? new Li(this, t, e) : new Fe(this, t, e)), this[Z] ? jt(() => this[Bt]()) : this[Bt]()), t;
  }
  unpipe(t) {
    let e = this[N].find((i) => i.dest === t);
    e && (this[N].length === 1 ? (this[g] && this[Rt] === 0 && (this[g] = false), this[N] = []) : this[N].splice(this[N].indexOf(e), 1), e.unpipe());
  }
  addListener(t, e) {
    return this.on(t, e);
  }
  on(t, e) {
    let i = super.on(t, e);
    if (t === "data") this[C] = false, this[Rt]++, !this[N].length && !this[g] && this[Bt]();
    else if (t === "readable" && this[_] !== 0) super.emit("readable");
    else if (Kr(t) && this[nt]) super.emit(t), this.removeAllListeners(t);
    else if (t === "error" && this[qt]) {
      let r = e;
      this[Z] ? jt(() => r.call(this, this[qt])) : r.call(this, this[qt]);
    }
    return i;
  }
  removeListener(t, e) {
    return this.off(t, e);
  }
  off(t, e) {
    let i = super.off(t, e);
    return t === "data" && (this[Rt] = this.listeners("data").length, this[Rt] === 0 && !this[C] && !this[N].length && (this[g] = false)), i;
  }
  removeAllListeners(t) {
    let e = super.removeAllListeners(t);
    return (t === "data" || t === void 0) && (this[Rt] = 0, !this[C] && !this[N].length && (this[g] = false)), e;
  }
  get emittedEnd() {
    return this[nt];
  }
  [J]() {
    !this[De] && !this[nt] && !this[S] && this[b].length === 0 && this[Q] && (this[De] = true, this.emit("end"), this.emit("prefinish"), this.emit("finish"), this[Ne] && this.emit("close"), this[De] = false);
  }
  emit(t, ...e) {
    let i = e[0];
    if (t !== "error" && t !== "close" && t !== S && this[S]) return false;
    if (t === "data") return !this[L] && !i ? false : this[Z] ? (jt(() => this[Oi](i)), true) : this[Oi](i);
    if (t === "end") return this[Is]();
    if (t === "close") {
      if (this[Ne] = true, !this[nt] && !this[S]) return false;
      let n = super.emit("close");
      return this.removeAllListeners("close"), n;
    } else if (t === "error") {
      this[qt] = i, super.emit(_i, i);
      let n = !this[Jt] || this.listeners("error").length ? super.emit("error", i) : false;
      return this[J](), n;
    } else if (t === "resume") {
      let n = super.emit("resume");
      return this[J](), n;
    } else if (t === "finish" || t === "prefinish") {
      let n = super.emit(t);
      return this.removeAllListeners(t), n;
    }
    let r = super.emit(t, ...e);
    return this[J](), r;
  }
  [Oi](t) {
    for (let i of this[N]) i.dest.write(t) === false && this.pause();
    let e = this[C] ? false : super.emit("data", t);
    return this[J](), e;
  }
  [Is]() {
    return this[nt] ? false : (this[nt] = true, this.readable = false, this[Z] ? (jt(() => this[Ti]()), true) : this[Ti]());
  }
  [Ti]() {
    if (this[Mt]) {
      let e = this[Mt].end();
      if (e) {
        for (let i of this[N]) i.dest.write(e);
        this[C] || super.emit("data", e);
      }
    }
    for (let e of this[N]) e.end();
    let t = super.emit("end");
    return this.removeAllListeners("end"), t;
  }
  async collect() {
    let t = Object.assign([], { dataLength: 0 });
    this[L] || (t.dataLength = 0);
    let e = this.promise();
    return this.on("data", (i) => {
      t.push(i), this[L] || (t.dataLength += i.length);
    }), await e, t;
  }
  async concat() {
    if (this[L]) throw new Error("cannot concat in objectMode");
    let t = await this.collect();
    return this[z] ? t.join("") : Buffer.concat(t, t.dataLength);
  }
  async promise() {
    return new Promise((t, e) => {
      this.on(S, () => e(new Error("stream destroyed"))), this.on("error", (i) => e(i)), this.on("end", () => t());
    });
  }
  [Symbol.asyncIterator]() {
    this[C] = false;
    let t = false, e = async () => (this.pause(), t = true, { value: void 0, done: true });
    return { next: () => {
      if (t) return e();
      let r = this.read();
      if (r !== null) return Promise.resolve({ done: false, value: r });
      if (this[Q]) return e();
      let n, o, h = (d) => {
        this.off("data", a), this.off("end", l), this.off(S, c), e(), o(d);
      }, a = (d) => {
        this.off("error", h), this.off("end", l), this.off(S, c), this.pause(), n({ value: d, done: !!this[Q] });
      }, l = () => {
        this.off("error", h), this.off("data", a), this.off(S, c), e(), n({ done: true, value: void 0 });
      }, c = () => h(new Error("stream destroyed"));
      return new Promise((d, y) => {
        o = y, n = d, this.once(S, c), this.once("error", h), this.once("end", l), this.once("data", a);
      });
    }, throw: e, return: e, [Symbol.asyncIterator]() {
      return this;
    }, [Symbol.asyncDispose]: async () => {
    } };
  }
  [Symbol.iterator]() {
    this[C] = false;
    let t = false, e = () => (this.pause(), this.off(_i, e), this.off(S, e), this.off("end", e), t = true, { done: true, value: void 0 }), i = () => {
      if (t) return e();
      let r = this.read();
      return r === null ? e() : { done: false, value: r };
    };
    return this.once("end", e), this.once(_i, e), this.once(S, e), { next: i, throw: e, return: e, [Symbol.iterator]() {
      return this;
    }, [Symbol.dispose]: () => {
    } };
  }
  destroy(t) {
    if (this[S]) return t ? this.emit("error", t) : this.emit(S), this;
    this[S] = true, this[C] = true, this[b].length = 0, this[_] = 0;
    let e = this;
    return typeof e.close == "function" && !this[Ne] && e.close(), t ? this.emit("error", t) : this.emit(S), this;
  }
  static get isStream() {
    return Wr;
  }
};
var Jr = I.writev;
var ht = Symbol("_autoClose");
var H = Symbol("_close");
var te = Symbol("_ended");
var m = Symbol("_fd");
var Ni = Symbol("_finished");
var tt = Symbol("_flags");
var Ai = Symbol("_flush");
var ki = Symbol("_handleChunk");
var vi = Symbol("_makeBuf");
var ie = Symbol("_mode");
var ke = Symbol("_needDrain");
var Ut = Symbol("_onerror");
var Ht = Symbol("_onopen");
var Ii = Symbol("_onread");
var Pt = Symbol("_onwrite");
var at = Symbol("_open");
var U = Symbol("_path");
var ot = Symbol("_pos");
var Y = Symbol("_queue");
var zt = Symbol("_read");
var Ci = Symbol("_readSize");
var j = Symbol("_reading");
var ee = Symbol("_remain");
var Fi = Symbol("_size");
var ve = Symbol("_write");
var gt = Symbol("_writing");
var Me = Symbol("_defaultFlag");
var bt = Symbol("_errored");
var _t = class extends A {
  [bt] = false;
  [m];
  [U];
  [Ci];
  [j] = false;
  [Fi];
  [ee];
  [ht];
  constructor(t, e) {
    if (e = e || {}, super(e), this.readable = true, this.writable = false, typeof t != "string") throw new TypeError("path must be a string");
    this[bt] = false, this[m] = typeof e.fd == "number" ? e.fd : void 0, this[U] = t, this[Ci] = e.readSize || 16 * 1024 * 1024, this[j] = false, this[Fi] = typeof e.size == "number" ? e.size : 1 / 0, this[ee] = this[Fi], this[ht] = typeof e.autoClose == "boolean" ? e.autoClose : true, typeof this[m] == "number" ? this[zt]() : this[at]();
  }
  get fd() {
    return this[m];
  }
  get path() {
    return this[U];
  }
  write() {
    throw new TypeError("this is a readable stream");
  }
  end() {
    throw new TypeError("this is a readable stream");
  }
  [at]() {
    I.open(this[U], "r", (t, e) => this[Ht](t, e));
  }
  [Ht](t, e) {
    t ? this[Ut](t) : (this[m] = e, this.emit("open", e), this[zt]());
  }
  [vi]() {
    return Buffer.allocUnsafe(Math.min(this[Ci], this[ee]));
  }
  [zt]() {
    if (!this[j]) {
      this[j] = true;
      let t = this[vi]();
      if (t.length === 0) return process.nextTick(() => this[Ii](null, 0, t));
      I.read(this[m], t, 0, t.length, null, (e, i, r) => this[Ii](e, i, r));
    }
  }
  [Ii](t, e, i) {
    this[j] = false, t ? this[Ut](t) : this[ki](e, i) && this[zt]();
  }
  [H]() {
    if (this[ht] && typeof this[m] == "number") {
      let t = this[m];
      this[m] = void 0, I.close(t, (e) => e ? this.emit("error", e) : this.emit("close"));
    }
  }
  [Ut](t) {
    this[j] = true, this[H](), this.emit("error", t);
  }
  [ki](t, e) {
    let i = false;
    return this[ee] -= t, t > 0 && (i = super.write(t < e.length ? e.subarray(0, t) : e)), (t === 0 || this[ee] <= 0) && (i = false, this[H](), super.end()), i;
  }
  emit(t, ...e) {
    switch (t) {
      case "prefinish":
      case "finish":
        return false;
      case "drain":
        return typeof this[m] == "number" && this[zt](), false;
      case "error":
        return this[bt] ? false : (this[bt] = true, super.emit(t, ...e));
      default:
        return super.emit(t, ...e);
    }
  }
};
var Be = class extends _t {
  [at]() {
    let t = true;
    try {
      this[Ht](null, I.openSync(this[U], "r")), t = false;
    } finally {
      t && this[H]();
    }
  }
  [zt]() {
    let t = true;
    try {
      if (!this[j]) {
        this[j] = true;
        do {
          let e = this[vi](), i = e.length === 0 ? 0 : I.readSync(this[m], e, 0, e.length, null);
          if (!this[ki](i, e)) break;
        } while (true);
        this[j] = false;
      }
      t = false;
    } finally {
      t && this[H]();
    }
  }
  [H]() {
    if (this[ht] && typeof this[m] == "number") {
      let t = this[m];
      this[m] = void 0, I.closeSync(t), this.emit("close");
    }
  }
};
var et = class extends Qr {
  readable = false;
  writable = true;
  [bt] = false;
  [gt] = false;
  [te] = false;
  [Y] = [];
  [ke] = false;
  [U];
  [ie];
  [ht];
  [m];
  [Me];
  [tt];
  [Ni] = false;
  [ot];
  constructor(t, e) {
    e = e || {}, super(e), this[U] = t, this[m] = typeof e.fd == "number" ? e.fd : void 0, this[ie] = e.mode === void 0 ? 438 : e.mode, this[ot] = typeof e.start == "number" ? e.start : void 0, this[ht] = typeof e.autoClose == "boolean" ? e.autoClose : true;
    let i = this[ot] !== void 0 ? "r+" : "w";
    this[Me] = e.flags === void 0, this[tt] = e.flags === void 0 ? i : e.flags, this[m] === void 0 && this[at]();
  }
  emit(t, ...e) {
    if (t === "error") {
      if (this[bt]) return false;
      this[bt] = true;
    }
    return super.emit(t, ...e);
  }
  get fd() {
    return this[m];
  }
  get path() {
    return this[U];
  }
  [Ut](t) {
    this[H](), this[gt] = true, this.emit("error", t);
  }
  [at]() {
    I.open(this[U], this[tt], this[ie], (t, e) => this[Ht](t, e));
  }
  [Ht](t, e) {
    this[Me] && this[tt] === "r+" && t && t.code === "ENOENT" ? (this[tt] = "w", this[at]()) : t ? this[Ut](t) : (this[m] = e, this.emit("open", e), this[gt] || this[Ai]());
  }
  end(t, e) {
    return t && this.write(t, e), this[te] = true, !this[gt] && !this[Y].length && typeof this[m] == "number" && this[Pt](null, 0), this;
  }
  write(t, e) {
    return typeof t == "string" && (t = Buffer.from(t, e)), this[te] ? (this.emit("error", new Error("write() after end()")), false) : this[m] === void 0 || this[gt] || this[Y].length ? (this[Y].push(t), this[ke] = true, false) : (this[gt] = true, this[ve](t), true);
  }
  [ve](t) {
    I.write(this[m], t, 0, t.length, this[ot], (e, i) => this[Pt](e, i));
  }
  [Pt](t, e) {
    t ? this[Ut](t) : (this[ot] !== void 0 && typeof e == "number" && (this[ot] += e), this[Y].length ? this[Ai]() : (this[gt] = false, this[te] && !this[Ni] ? (this[Ni] = true, this[H](), this.emit("finish")) : this[ke] && (this[ke] = false, this.emit("drain"))));
  }
  [Ai]() {
    if (this[Y].length === 0) this[te] && this[Pt](null, 0);
    else if (this[Y].length === 1) this[ve](this[Y].pop());
    else {
      let t = this[Y];
      this[Y] = [], Jr(this[m], t, this[ot], (e, i) => this[Pt](e, i));
    }
  }
  [H]() {
    if (this[ht] && typeof this[m] == "number") {
      let t = this[m];
      this[m] = void 0, I.close(t, (e) => e ? this.emit("error", e) : this.emit("close"));
    }
  }
};
var Wt = class extends et {
  [at]() {
    let t;
    if (this[Me] && this[tt] === "r+") try {
      t = I.openSync(this[U], this[tt], this[ie]);
    } catch (e) {
      if (e?.code === "ENOENT") return this[tt] = "w", this[at]();
      throw e;
    }
    else t = I.openSync(this[U], this[tt], this[ie]);
    this[Ht](null, t);
  }
  [H]() {
    if (this[ht] && typeof this[m] == "number") {
      let t = this[m];
      this[m] = void 0, I.closeSync(t), this.emit("close");
    }
  }
  [ve](t) {
    let e = true;
    try {
      this[Pt](null, I.writeSync(this[m], t, 0, t.length, this[ot])), e = false;
    } finally {
      if (e) try {
        this[H]();
      } catch {
      }
    }
  }
};
var jr = /* @__PURE__ */ new Map([["C", "cwd"], ["f", "file"], ["z", "gzip"], ["P", "preservePaths"], ["U", "unlink"], ["strip-components", "strip"], ["stripComponents", "strip"], ["keep-newer", "newer"], ["keepNewer", "newer"], ["keep-newer-files", "newer"], ["keepNewerFiles", "newer"], ["k", "keep"], ["keep-existing", "keep"], ["keepExisting", "keep"], ["m", "noMtime"], ["no-mtime", "noMtime"], ["p", "preserveOwner"], ["L", "follow"], ["h", "follow"], ["onentry", "onReadEntry"]]);
var Fs = (s3) => !!s3.sync && !!s3.file;
var ks = (s3) => !s3.sync && !!s3.file;
var vs = (s3) => !!s3.sync && !s3.file;
var Ms = (s3) => !s3.sync && !s3.file;
var Bs = (s3) => !!s3.file;
var tn = (s3) => {
  let t = jr.get(s3);
  return t || s3;
};
var se = (s3 = {}) => {
  if (!s3) return {};
  let t = {};
  for (let [e, i] of Object.entries(s3)) {
    let r = tn(e);
    t[r] = i;
  }
  return t.chmod === void 0 && t.noChmod === false && (t.chmod = true), delete t.noChmod, t;
};
var K = (s3, t, e, i, r) => Object.assign((n = [], o, h) => {
  Array.isArray(n) && (o = n, n = {}), typeof o == "function" && (h = o, o = void 0), o = o ? Array.from(o) : [];
  let a = se(n);
  if (r?.(a, o), Fs(a)) {
    if (typeof h == "function") throw new TypeError("callback not supported for sync tar functions");
    return s3(a, o);
  } else if (ks(a)) {
    let l = t(a, o);
    return h ? l.then(() => h(), h) : l;
  } else if (vs(a)) {
    if (typeof h == "function") throw new TypeError("callback not supported for sync tar functions");
    return e(a, o);
  } else if (Ms(a)) {
    if (typeof h == "function") throw new TypeError("callback only supported with file option");
    return i(a, o);
  }
  throw new Error("impossible options??");
}, { syncFile: s3, asyncFile: t, syncNoFile: e, asyncNoFile: i, validate: r });
var sn = en.constants || { ZLIB_VERNUM: 4736 };
var M = Object.freeze(Object.assign(/* @__PURE__ */ Object.create(null), { Z_NO_FLUSH: 0, Z_PARTIAL_FLUSH: 1, Z_SYNC_FLUSH: 2, Z_FULL_FLUSH: 3, Z_FINISH: 4, Z_BLOCK: 5, Z_OK: 0, Z_STREAM_END: 1, Z_NEED_DICT: 2, Z_ERRNO: -1, Z_STREAM_ERROR: -2, Z_DATA_ERROR: -3, Z_MEM_ERROR: -4, Z_BUF_ERROR: -5, Z_VERSION_ERROR: -6, Z_NO_COMPRESSION: 0, Z_BEST_SPEED: 1, Z_BEST_COMPRESSION: 9, Z_DEFAULT_COMPRESSION: -1, Z_FILTERED: 1, Z_HUFFMAN_ONLY: 2, Z_RLE: 3, Z_FIXED: 4, Z_DEFAULT_STRATEGY: 0, DEFLATE: 1, INFLATE: 2, GZIP: 3, GUNZIP: 4, DEFLATERAW: 5, INFLATERAW: 6, UNZIP: 7, BROTLI_DECODE: 8, BROTLI_ENCODE: 9, Z_MIN_WINDOWBITS: 8, Z_MAX_WINDOWBITS: 15, Z_DEFAULT_WINDOWBITS: 15, Z_MIN_CHUNK: 64, Z_MAX_CHUNK: 1 / 0, Z_DEFAULT_CHUNK: 16384, Z_MIN_MEMLEVEL: 1, Z_MAX_MEMLEVEL: 9, Z_DEFAULT_MEMLEVEL: 8, Z_MIN_LEVEL: -1, Z_MAX_LEVEL: 9, Z_DEFAULT_LEVEL: -1, BROTLI_OPERATION_PROCESS: 0, BROTLI_OPERATION_FLUSH: 1, BROTLI_OPERATION_FINISH: 2, BROTLI_OPERATION_EMIT_METADATA: 3, BROTLI_MODE_GENERIC: 0, BROTLI_MODE_TEXT: 1, BROTLI_MODE_FONT: 2, BROTLI_DEFAULT_MODE: 0, BROTLI_MIN_QUALITY: 0, BROTLI_MAX_QUALITY: 11, BROTLI_DEFAULT_QUALITY: 11, BROTLI_MIN_WINDOW_BITS: 10, BROTLI_MAX_WINDOW_BITS: 24, BROTLI_LARGE_MAX_WINDOW_BITS: 30, BROTLI_DEFAULT_WINDOW: 22, BROTLI_MIN_INPUT_BLOCK_BITS: 16, BROTLI_MAX_INPUT_BLOCK_BITS: 24, BROTLI_PARAM_MODE: 0, BROTLI_PARAM_QUALITY: 1, BROTLI_PARAM_LGWIN: 2, BROTLI_PARAM_LGBLOCK: 3, BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING: 4, BROTLI_PARAM_SIZE_HINT: 5, BROTLI_PARAM_LARGE_WINDOW: 6, BROTLI_PARAM_NPOSTFIX: 7, BROTLI_PARAM_NDIRECT: 8, BROTLI_DECODER_RESULT_ERROR: 0, BROTLI_DECODER_RESULT_SUCCESS: 1, BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT: 2, BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT: 3, BROTLI_DECODER_PARAM_DISABLE_RING_BUFFER_REALLOCATION: 0, BROTLI_DECODER_PARAM_LARGE_WINDOW: 1, BROTLI_DECODER_NO_ERROR: 0, BROTLI_DECODER_SUCCESS: 1, BROTLI_DECODER_NEEDS_MORE_INPUT: 2, BROTLI_DECODER_NEEDS_MORE_OUTPUT: 3, BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_NIBBLE: -1, BROTLI_DECODER_ERROR_FORMAT_RESERVED: -2, BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_META_NIBBLE: -3, BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_ALPHABET: -4, BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_SAME: -5, BROTLI_DECODER_ERROR_FORMAT_CL_SPACE: -6, BROTLI_DECODER_ERROR_FORMAT_HUFFMAN_SPACE: -7, BROTLI_DECODER_ERROR_FORMAT_CONTEXT_MAP_REPEAT: -8, BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_1: -9, BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_2: -10, BROTLI_DECODER_ERROR_FORMAT_TRANSFORM: -11, BROTLI_DECODER_ERROR_FORMAT_DICTIONARY: -12, BROTLI_DECODER_ERROR_FORMAT_WINDOW_BITS: -13, BROTLI_DECODER_ERROR_FORMAT_PADDING_1: -14, BROTLI_DECODER_ERROR_FORMAT_PADDING_2: -15, BROTLI_DECODER_ERROR_FORMAT_DISTANCE: -16, BROTLI_DECODER_ERROR_DICTIONARY_NOT_SET: -19, BROTLI_DECODER_ERROR_INVALID_ARGUMENTS: -20, BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MODES: -21, BROTLI_DECODER_ERROR_ALLOC_TREE_GROUPS: -22, BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MAP: -25, BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_1: -26, BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_2: -27, BROTLI_DECODER_ERROR_ALLOC_BLOCK_TYPE_TREES: -30, BROTLI_DECODER_ERROR_UNREACHABLE: -31 }, sn));
var rn = Ot.concat;
var zs = Object.getOwnPropertyDescriptor(Ot, "concat");
var nn = (s3) => s3;
var Bi = zs?.writable === true || zs?.set !== void 0 ? (s3) => {
  Ot.concat = s3 ? nn : rn;
} : (s3) => {
};
var Tt = Symbol("_superWrite");
var Gt = class extends Error {
  code;
  errno;
  constructor(t, e) {
    super("zlib: " + t.message, { cause: t }), this.code = t.code, this.errno = t.errno, this.code || (this.code = "ZLIB_ERROR"), this.message = "zlib: " + t.message, Error.captureStackTrace(this, e ?? this.constructor);
  }
  get name() {
    return "ZlibError";
  }
};
var Pi = Symbol("flushFlag");
var re = class extends A {
  #t = false;
  #i = false;
  #s;
  #n;
  #r;
  #e;
  #o;
  get sawError() {
    return this.#t;
  }
  get handle() {
    return this.#e;
  }
  get flushFlag() {
    return this.#s;
  }
  constructor(t, e) {
    if (!t || typeof t != "object") throw new TypeError("invalid options for ZlibBase constructor");
    if (super(t), this.#s = t.flush ?? 0, this.#n = t.finishFlush ?? 0, this.#r = t.fullFlushFlag ?? 0, typeof Ps[e] != "function") throw new TypeError("Compression method not supported: " + e);
    try {
      this.#e = new Ps[e](t);
    } catch (i) {
      throw new Gt(i, this.constructor);
    }
    this.#o = (i) => {
      this.#t || (this.#t = true, this.close(), this.emit("error", i));
    }, this.#e?.on("error", (i) => this.#o(new Gt(i))), this.once("end", () => this.close);
  }
  close() {
    this.#e && (this.#e.close(), this.#e = void 0, this.emit("close"));
  }
  reset() {
    if (!this.#t) return zi(this.#e, "zlib binding closed"), this.#e.reset?.();
  }
  flush(t) {
    this.ended || (typeof t != "number" && (t = this.#r), this.write(Object.assign(Ot.alloc(0), { [Pi]: t })));
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), t && (e ? this.write(t, e) : this.write(t)), this.flush(this.#n), this.#i = true, super.end(i);
  }
  get ended() {
    return this.#i;
  }
  [Tt](t) {
    return super.write(t);
  }
  write(t, e, i) {
    if (typeof e == "function" && (i = e, e = "utf8"), typeof t == "string" && (t = Ot.from(t, e)), this.#t) return;
    zi(this.#e, "zlib binding closed");
    let r = this.#e._handle, n = r.close;
    r.close = () => {
    };
    let o = this.#e.close;
    this.#e.close = () => {
    }, Bi(true);
    let h;
    try {
      let l = typeof t[Pi] == "number" ? t[Pi] : this.#s;
      h = this.#e._processChunk(t, l), Bi(false);
    } catch (l) {
      Bi(false), this.#o(new Gt(l, this.write));
    } finally {
      this.#e && (this.#e._handle = r, r.close = n, this.#e.close = o, this.#e.removeAllListeners("error"));
    }
    this.#e && this.#e.on("error", (l) => this.#o(new Gt(l, this.write)));
    let a;
    if (h) if (Array.isArray(h) && h.length > 0) {
      let l = h[0];
      a = this[Tt](Ot.from(l));
      for (let c = 1; c < h.length; c++) a = this[Tt](h[c]);
    } else a = this[Tt](Ot.from(h));
    return i && i(), a;
  }
};
var Pe = class extends re {
  #t;
  #i;
  constructor(t, e) {
    t = t || {}, t.flush = t.flush || M.Z_NO_FLUSH, t.finishFlush = t.finishFlush || M.Z_FINISH, t.fullFlushFlag = M.Z_FULL_FLUSH, super(t, e), this.#t = t.level, this.#i = t.strategy;
  }
  params(t, e) {
    if (!this.sawError) {
      if (!this.handle) throw new Error("cannot switch params when binding is closed");
      if (!this.handle.params) throw new Error("not supported in this implementation");
      if (this.#t !== t || this.#i !== e) {
        this.flush(M.Z_SYNC_FLUSH), zi(this.handle, "zlib binding closed");
        let i = this.handle.flush;
        this.handle.flush = (r, n) => {
          typeof r == "function" && (n = r, r = this.flushFlag), this.flush(r), n?.();
        };
        try {
          this.handle.params(t, e);
        } finally {
          this.handle.flush = i;
        }
        this.handle && (this.#t = t, this.#i = e);
      }
    }
  }
};
var ze = class extends Pe {
  #t;
  constructor(t) {
    super(t, "Gzip"), this.#t = t && !!t.portable;
  }
  [Tt](t) {
    return this.#t ? (this.#t = false, t[9] = 255, super[Tt](t)) : super[Tt](t);
  }
};
var Ue = class extends Pe {
  constructor(t) {
    super(t, "Unzip");
  }
};
var He = class extends re {
  constructor(t, e) {
    t = t || {}, t.flush = t.flush || M.BROTLI_OPERATION_PROCESS, t.finishFlush = t.finishFlush || M.BROTLI_OPERATION_FINISH, t.fullFlushFlag = M.BROTLI_OPERATION_FLUSH, super(t, e);
  }
};
var We = class extends He {
  constructor(t) {
    super(t, "BrotliCompress");
  }
};
var Ge = class extends He {
  constructor(t) {
    super(t, "BrotliDecompress");
  }
};
var Ze = class extends re {
  constructor(t, e) {
    t = t || {}, t.flush = t.flush || M.ZSTD_e_continue, t.finishFlush = t.finishFlush || M.ZSTD_e_end, t.fullFlushFlag = M.ZSTD_e_flush, super(t, e);
  }
};
var Ye = class extends Ze {
  constructor(t) {
    super(t, "ZstdCompress");
  }
};
var Ke = class extends Ze {
  constructor(t) {
    super(t, "ZstdDecompress");
  }
};
var Us = (s3, t) => {
  if (Number.isSafeInteger(s3)) s3 < 0 ? an(s3, t) : hn(s3, t);
  else throw Error("cannot encode number outside of javascript safe integer range");
  return t;
};
var hn = (s3, t) => {
  t[0] = 128;
  for (var e = t.length; e > 1; e--) t[e - 1] = s3 & 255, s3 = Math.floor(s3 / 256);
};
var an = (s3, t) => {
  t[0] = 255;
  var e = false;
  s3 = s3 * -1;
  for (var i = t.length; i > 1; i--) {
    var r = s3 & 255;
    s3 = Math.floor(s3 / 256), e ? t[i - 1] = Ws(r) : r === 0 ? t[i - 1] = 0 : (e = true, t[i - 1] = Gs(r));
  }
};
var Hs = (s3) => {
  let t = s3[0], e = t === 128 ? cn(s3.subarray(1, s3.length)) : t === 255 ? ln(s3) : null;
  if (e === null) throw Error("invalid base256 encoding");
  if (!Number.isSafeInteger(e)) throw Error("parsed number outside of javascript safe integer range");
  return e;
};
var ln = (s3) => {
  for (var t = s3.length, e = 0, i = false, r = t - 1; r > -1; r--) {
    var n = Number(s3[r]), o;
    i ? o = Ws(n) : n === 0 ? o = n : (i = true, o = Gs(n)), o !== 0 && (e -= o * Math.pow(256, t - r - 1));
  }
  return e;
};
var cn = (s3) => {
  for (var t = s3.length, e = 0, i = t - 1; i > -1; i--) {
    var r = Number(s3[i]);
    r !== 0 && (e += r * Math.pow(256, t - i - 1));
  }
  return e;
};
var Ws = (s3) => (255 ^ s3) & 255;
var Gs = (s3) => (255 ^ s3) + 1 & 255;
var Hi = {};
Ur(Hi, { code: () => Ve, isCode: () => ne, isName: () => dn, name: () => oe, normalFsTypes: () => Ui });
var ne = (s3) => oe.has(s3);
var dn = (s3) => Ve.has(s3);
var Ui = /* @__PURE__ */ new Set(["0", "", "1", "2", "3", "4", "5", "6", "7", "D"]);
var oe = /* @__PURE__ */ new Map([["0", "File"], ["", "OldFile"], ["1", "Link"], ["2", "SymbolicLink"], ["3", "CharacterDevice"], ["4", "BlockDevice"], ["5", "Directory"], ["6", "FIFO"], ["7", "ContiguousFile"], ["g", "GlobalExtendedHeader"], ["x", "ExtendedHeader"], ["A", "SolarisACL"], ["D", "GNUDumpDir"], ["I", "Inode"], ["K", "NextFileHasLongLinkpath"], ["L", "NextFileHasLongPath"], ["M", "ContinuationFile"], ["N", "OldGnuLongPath"], ["S", "SparseFile"], ["V", "TapeVolumeHeader"], ["X", "OldExtendedHeader"]]);
var Ve = new Map(Array.from(oe).map((s3) => [s3[1], s3[0]]));
var un = (s3) => s3 === void 0 || s3 < 0 ? void 0 : s3;
var F = class {
  cksumValid = false;
  needPax = false;
  nullBlock = false;
  block;
  path;
  mode;
  uid;
  gid;
  size;
  cksum;
  #t = "Unsupported";
  linkpath;
  uname;
  gname;
  devmaj = 0;
  devmin = 0;
  atime;
  ctime;
  mtime;
  charset;
  comment;
  constructor(t, e = 0, i, r) {
    Buffer.isBuffer(t) ? this.decode(t, e || 0, i, r) : t && this.#i(t);
  }
  decode(t, e, i, r) {
    if (e || (e = 0), !t || !(t.length >= e + 512)) throw new Error("need 512 bytes for header");
    let n = xt(t, e + 156, 1), o = Ui.has(n), h = o ? i : void 0, a = o ? r : void 0;
    if (this.path = h?.path ?? xt(t, e, 100), this.mode = h?.mode ?? a?.mode ?? lt(t, e + 100, 8), this.uid = h?.uid ?? a?.uid ?? lt(t, e + 108, 8), this.gid = h?.gid ?? a?.gid ?? lt(t, e + 116, 8), this.size = un(h?.size ?? a?.size ?? lt(t, e + 124, 12)), this.mtime = h?.mtime ?? a?.mtime ?? Wi(t, e + 136, 12), this.cksum = lt(t, e + 148, 12), a && this.#i(a, true), h && this.#i(h), ne(n) && (this.#t = n || "0"), this.#t === "0" && this.path.slice(-1) === "/" && (this.#t = "5"), this.#t === "5" && (this.size = 0), this.linkpath = xt(t, e + 157, 100), t.subarray(e + 257, e + 265).toString() === "ustar\x0000") if (this.uname = h?.uname ?? a?.uname ?? xt(t, e + 265, 32), this.gname = h?.gname ?? a?.gname ?? xt(t, e + 297, 32), this.devmaj = h?.devmaj ?? a?.devmaj ?? lt(t, e + 329, 8) ?? 0, this.devmin = h?.devmin ?? a?.devmin ?? lt(t, e + 337, 8) ?? 0, t[e + 475] !== 0) {
      let c = xt(t, e + 345, 155);
      this.path = c + "/" + this.path;
    } else {
      let c = xt(t, e + 345, 130);
      c && (this.path = c + "/" + this.path), this.atime = i?.atime ?? r?.atime ?? Wi(t, e + 476, 12), this.ctime = i?.ctime ?? r?.ctime ?? Wi(t, e + 488, 12);
    }
    let l = 256;
    for (let c = e; c < e + 148; c++) l += t[c];
    for (let c = e + 156; c < e + 512; c++) l += t[c];
    this.cksumValid = l === this.cksum, this.cksum === void 0 && l === 256 && (this.nullBlock = true);
  }
  #i(t, e = false) {
    Object.assign(this, Object.fromEntries(Object.entries(t).filter(([i, r]) => !(r == null || i === "size" && Number(r) < 0 || i === "path" && e || i === "linkpath" && e || i === "global"))));
  }
  encode(t, e = 0) {
    if (t || (t = this.block = Buffer.alloc(512)), this.#t === "Unsupported" && (this.#t = "0"), !(t.length >= e + 512)) throw new Error("need 512 bytes for header");
    let i = this.ctime || this.atime ? 130 : 155, r = mn(this.path || "", i), n = r[0], o = r[1];
    this.needPax = !!r[2], this.needPax = Lt(t, e, 100, n) || this.needPax, this.needPax = ct(t, e + 100, 8, this.mode) || this.needPax, this.needPax = ct(t, e + 108, 8, this.uid) || this.needPax, this.needPax = ct(t, e + 116, 8, this.gid) || this.needPax, this.needPax = ct(t, e + 124, 12, this.size) || this.needPax, this.needPax = Gi(t, e + 136, 12, this.mtime) || this.needPax, t[e + 156] = Number(this.#t.codePointAt(0)), this.needPax = Lt(t, e + 157, 100, this.linkpath) || this.needPax, t.write("ustar\x0000", e + 257, 8), this.needPax = Lt(t, e + 265, 32, this.uname) || this.needPax, this.needPax = Lt(t, e + 297, 32, this.gname) || this.needPax, this.needPax = ct(t, e + 329, 8, this.devmaj) || this.needPax, this.needPax = ct(t, e + 337, 8, this.devmin) || this.needPax, this.needPax = Lt(t, e + 345, i, o) || this.needPax, t[e + 475] !== 0 ? this.needPax = Lt(t, e + 345, 155, o) || this.needPax : (this.needPax = Lt(t, e + 345, 130, o) || this.needPax, this.needPax = Gi(t, e + 476, 12, this.atime) || this.needPax, this.needPax = Gi(t, e + 488, 12, this.ctime) || this.needPax);
    let h = 256;
    for (let a = e; a < e + 148; a++) h += t[a];
    for (let a = e + 156; a < e + 512; a++) h += t[a];
    return this.cksum = h, ct(t, e + 148, 8, this.cksum), this.cksumValid = true, this.needPax;
  }
  get type() {
    return this.#t === "Unsupported" ? this.#t : oe.get(this.#t);
  }
  get typeKey() {
    return this.#t;
  }
  set type(t) {
    let e = String(Ve.get(t));
    if (ne(e) || e === "Unsupported") this.#t = e;
    else if (ne(t)) this.#t = t;
    else throw new TypeError("invalid entry type: " + t);
  }
};
var mn = (s3, t) => {
  let i = s3, r = "", n, o = Zt.parse(s3).root || ".";
  if (Buffer.byteLength(i) < 100) n = [i, r, false];
  else {
    r = Zt.dirname(i), i = Zt.basename(i);
    do
      Buffer.byteLength(i) <= 100 && Buffer.byteLength(r) <= t ? n = [i, r, false] : Buffer.byteLength(i) > 100 && Buffer.byteLength(r) <= t ? n = [i.slice(0, 99), r, true] : (i = Zt.join(Zt.basename(r), i), r = Zt.dirname(r));
    while (r !== o && n === void 0);
    n || (n = [s3.slice(0, 99), "", true]);
  }
  return n;
};
var xt = (s3, t, e) => s3.subarray(t, t + e).toString("utf8").replace(/\0.*/, "");
var Wi = (s3, t, e) => pn(lt(s3, t, e));
var pn = (s3) => s3 === void 0 ? void 0 : new Date(s3 * 1e3);
var lt = (s3, t, e) => Number(s3[t]) & 128 ? Hs(s3.subarray(t, t + e)) : wn(s3, t, e);
var En = (s3) => isNaN(s3) ? void 0 : s3;
var wn = (s3, t, e) => En(parseInt(s3.subarray(t, t + e).toString("utf8").replace(/\0.*$/, "").trim(), 8));
var Sn = { 12: 8589934591, 8: 2097151 };
var ct = (s3, t, e, i) => i === void 0 ? false : i > Sn[e] || i < 0 ? (Us(i, s3.subarray(t, t + e)), true) : (yn(s3, t, e, i), false);
var yn = (s3, t, e, i) => s3.write(Rn(i, e), t, e, "ascii");
var Rn = (s3, t) => gn(Math.floor(s3).toString(8), t);
var gn = (s3, t) => (s3.length === t - 1 ? s3 : new Array(t - s3.length - 1).join("0") + s3 + " ") + "\0";
var Gi = (s3, t, e, i) => i === void 0 ? false : ct(s3, t, e, i.getTime() / 1e3);
var bn = new Array(156).join("\0");
var Lt = (s3, t, e, i) => i === void 0 ? false : (s3.write(i + bn, t, e, "utf8"), i.length !== Buffer.byteLength(i) || i.length > e);
var ft = class s {
  atime;
  mtime;
  ctime;
  charset;
  comment;
  gid;
  uid;
  gname;
  uname;
  linkpath;
  dev;
  ino;
  nlink;
  path;
  size;
  mode;
  global;
  constructor(t, e = false) {
    this.atime = t.atime, this.charset = t.charset, this.comment = t.comment, this.ctime = t.ctime, this.dev = t.dev, this.gid = t.gid, this.global = e, this.gname = t.gname, this.ino = t.ino, this.linkpath = t.linkpath, this.mtime = t.mtime, this.nlink = t.nlink, this.path = t.path, this.size = t.size, this.uid = t.uid, this.uname = t.uname;
  }
  encode() {
    let t = this.encodeBody();
    if (t === "") return Buffer.allocUnsafe(0);
    let e = Buffer.byteLength(t), i = 512 * Math.ceil(1 + e / 512), r = Buffer.allocUnsafe(i);
    for (let n = 0; n < 512; n++) r[n] = 0;
    new F({ path: ("PaxHeader/" + _n(this.path ?? "")).slice(0, 99), mode: this.mode || 420, uid: this.uid, gid: this.gid, size: e, mtime: this.mtime, type: this.global ? "GlobalExtendedHeader" : "ExtendedHeader", linkpath: "", uname: this.uname || "", gname: this.gname || "", devmaj: 0, devmin: 0, atime: this.atime, ctime: this.ctime }).encode(r), r.write(t, 512, e, "utf8");
    for (let n = e + 512; n < r.length; n++) r[n] = 0;
    return r;
  }
  encodeBody() {
    return this.encodeField("path") + this.encodeField("ctime") + this.encodeField("atime") + this.encodeField("dev") + this.encodeField("ino") + this.encodeField("nlink") + this.encodeField("charset") + this.encodeField("comment") + this.encodeField("gid") + this.encodeField("gname") + this.encodeField("linkpath") + this.encodeField("mtime") + this.encodeField("size") + this.encodeField("uid") + this.encodeField("uname");
  }
  encodeField(t) {
    if (this[t] === void 0) return "";
    let e = this[t], i = e instanceof Date ? e.getTime() / 1e3 : e, r = " " + (t === "dev" || t === "ino" || t === "nlink" ? "SCHILY." : "") + t + "=" + i + `
`, n = Buffer.byteLength(r), o = Math.floor(Math.log(n) / Math.log(10)) + 1;
    return n + o >= Math.pow(10, o) && (o += 1), o + n + r;
  }
  static parse(t, e, i = false) {
    return new s(On(Tn(t), e), i);
  }
};
var On = (s3, t) => t ? Object.assign({}, t, s3) : s3;
var Tn = (s3) => s3.replace(/\n$/, "").split(`
`).reduce(xn, /* @__PURE__ */ Object.create(null));
var xn = (s3, t) => {
  let e = parseInt(t, 10);
  if (e !== Buffer.byteLength(t) + 1) return s3;
  t = t.slice((e + " ").length);
  let i = t.split("="), r = i.shift();
  if (!r) return s3;
  let n = r.replace(/^SCHILY\.(dev|ino|nlink)/, "$1"), o = i.join("=").replace(/\0.*/, "");
  switch (n) {
    case "path":
    case "linkpath":
    case "type":
    case "charset":
    case "comment":
    case "gname":
    case "uname":
      s3[n] = o;
      break;
    case "ctime":
    case "atime":
    case "mtime":
      s3[n] = new Date(Number(o) * 1e3);
      break;
    case "size":
      let h = +o;
      h >= 0 && (s3[n] = h);
      break;
    case "gid":
    case "uid":
    case "dev":
    case "ino":
    case "nlink":
    case "mode":
      s3[n] = +o;
      break;
  }
  return s3;
};
var Ln = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform;
var f = Ln !== "win32" ? (s3) => String(s3) : (s3) => String(s3).replaceAll(/\\/g, "/");
var $e = class extends A {
  extended;
  globalExtended;
  header;
  startBlockSize;
  blockRemain;
  remain;
  type;
  meta = false;
  ignore = false;
  path;
  mode;
  uid;
  gid;
  uname;
  gname;
  size = 0;
  mtime;
  atime;
  ctime;
  linkpath;
  dev;
  ino;
  nlink;
  invalid = false;
  absolute;
  unsupported = false;
  constructor(t, e, i) {
    switch (super({}), this.pause(), this.extended = e, this.globalExtended = i, this.header = t, this.remain = t.size ?? 0, this.startBlockSize = 512 * Math.ceil(this.remain / 512), this.blockRemain = this.startBlockSize, this.type = t.type, this.type) {
      case "File":
      case "OldFile":
      case "Link":
      case "SymbolicLink":
      case "CharacterDevice":
      case "BlockDevice":
      case "Directory":
      case "FIFO":
      case "ContiguousFile":
      case "GNUDumpDir":
        break;
      case "NextFileHasLongLinkpath":
      case "NextFileHasLongPath":
      case "OldGnuLongPath":
      case "GlobalExtendedHeader":
      case "ExtendedHeader":
      case "OldExtendedHeader":
        this.meta = true;
        break;
      default:
        this.ignore = true;
    }
    if (!t.path) throw new Error("no path provided for tar.ReadEntry");
    this.path = f(t.path), this.mode = t.mode, this.mode && (this.mode = this.mode & 4095), this.uid = t.uid, this.gid = t.gid, this.uname = t.uname, this.gname = t.gname, this.size = this.remain, this.mtime = t.mtime, this.atime = t.atime, this.ctime = t.ctime, this.linkpath = t.linkpath ? f(t.linkpath) : void 0, this.uname = t.uname, this.gname = t.gname, e && this.#t(e), i && this.#t(i, true);
  }
  write(t) {
    let e = t.length;
    if (e > this.blockRemain) throw new Error("writing more to entry than is appropriate");
    let i = this.remain, r = this.blockRemain;
    return this.remain = Math.max(0, i - e), this.blockRemain = Math.max(0, r - e), this.ignore ? true : i >= e ? super.write(t) : super.write(t.subarray(0, i));
  }
  #t(t, e = false) {
    t.path && (t.path = f(t.path)), t.linkpath && (t.linkpath = f(t.linkpath)), Object.assign(this, Object.fromEntries(Object.entries(t).filter(([i, r]) => !(r == null || i === "path" && e))));
  }
};
var Dt = (s3, t, e, i = {}) => {
  s3.file && (i.file = s3.file), s3.cwd && (i.cwd = s3.cwd), i.code = e instanceof Error && e.code || t, i.tarCode = t, !s3.strict && i.recoverable !== false ? (e instanceof Error && (i = Object.assign(e, i), e = e.message), s3.emit("warn", t, e, i)) : e instanceof Error ? s3.emit("error", Object.assign(e, i)) : s3.emit("error", Object.assign(new Error(`${t}: ${e}`), i));
};
var Nn = 1024 * 1024;
var Xi = Buffer.from([31, 139]);
var qi = Buffer.from([40, 181, 47, 253]);
var An = Math.max(Xi.length, qi.length);
var B = Symbol("state");
var Nt = Symbol("writeEntry");
var it = Symbol("readEntry");
var Zi = Symbol("nextEntry");
var Zs = Symbol("processEntry");
var V = Symbol("extendedHeader");
var he = Symbol("globalExtendedHeader");
var dt = Symbol("meta");
var Ys = Symbol("emitMeta");
var p = Symbol("buffer");
var st = Symbol("queue");
var ut = Symbol("ended");
var Yi = Symbol("emittedEnd");
var At = Symbol("emit");
var w = Symbol("unzip");
var Xe = Symbol("consumeChunk");
var qe = Symbol("consumeChunkSub");
var Ki = Symbol("consumeBody");
var Ks = Symbol("consumeMeta");
var Vs = Symbol("consumeHeader");
var ae = Symbol("consuming");
var Vi = Symbol("bufferConcat");
var Qe = Symbol("maybeEnd");
var Yt = Symbol("writing");
var $ = Symbol("aborted");
var Je = Symbol("onDone");
var It = Symbol("sawValidEntry");
var je = Symbol("sawNullBlock");
var ti = Symbol("sawEOF");
var $s = Symbol("closeStream");
var In = 1e3;
var le = Symbol("compressedBytesRead");
var $i = Symbol("decompressedBytesRead");
var Xs = Symbol("checkDecompressionRatio");
var Cn = () => true;
var rt = class extends Dn {
  file;
  strict;
  maxMetaEntrySize;
  filter;
  brotli;
  zstd;
  maxDecompressionRatio;
  writable = true;
  readable = false;
  [st] = [];
  [p];
  [it];
  [Nt];
  [B] = "begin";
  [dt] = "";
  [V];
  [he];
  [ut] = false;
  [w];
  [$] = false;
  [It];
  [je] = false;
  [ti] = false;
  [Yt] = false;
  [ae] = false;
  [Yi] = false;
  [le] = 0;
  [$i] = 0;
  constructor(t = {}) {
    super(), this.file = t.file || "", this.on(Je, () => {
      (this[B] === "begin" || this[It] === false) && this.warn("TAR_BAD_ARCHIVE", "Unrecognized archive format");
    }), t.ondone ? this.on(Je, t.ondone) : this.on(Je, () => {
      this.emit("prefinish"), this.emit("finish"), this.emit("end");
    }), this.strict = !!t.strict, this.maxDecompressionRatio = typeof t.maxDecompressionRatio == "number" ? t.maxDecompressionRatio : In, this.maxMetaEntrySize = t.maxMetaEntrySize || Nn, this.filter = typeof t.filter == "function" ? t.filter : Cn;
    let e = t.file && (t.file.endsWith(".tar.br") || t.file.endsWith(".tbr"));
    this.brotli = !(t.gzip || t.zstd) && t.brotli !== void 0 ? t.brotli : e ? void 0 : false;
    let i = t.file && (t.file.endsWith(".tar.zst") || t.file.endsWith(".tzst"));
    this.zstd = !(t.gzip || t.brotli) && t.zstd !== void 0 ? t.zstd : i ? true : void 0, this.on("end", () => this[$s]()), typeof t.onwarn == "function" && this.on("warn", t.onwarn), typeof t.onReadEntry == "function" && this.on("entry", t.onReadEntry);
  }
  warn(t, e, i = {}) {
    Dt(this, t, e, i);
  }
  [Vs](t, e) {
    this[It] === void 0 && (this[It] = false);
    let i;
    try {
      i = new F(t, e, this[V], this[he]);
    } catch (r) {
      return this.warn("TAR_ENTRY_INVALID", r);
    }
    if (i.nullBlock) this[je] ? (this[ti] = true, this[B] === "begin" && (this[B] = "header"), this[At]("eof")) : (this[je] = true, this[At]("nullBlock"));
    else if (this[je] = false, !i.cksumValid) this.warn("TAR_ENTRY_INVALID", "checksum failure", { header: i });
    else if (!i.path) this.warn("TAR_ENTRY_INVALID", "path is required", { header: i });
    else {
      let r = i.type;
      if (/^(Symbolic)?Link$/.test(r) && !i.linkpath) this.warn("TAR_ENTRY_INVALID", "linkpath required", { header: i });
      else if (!/^(Symbolic)?Link$/.test(r) && !/^(Global)?ExtendedHeader$/.test(r) && i.linkpath) this.warn("TAR_ENTRY_INVALID", "linkpath forbidden", { header: i });
      else {
        let n = this[Nt] = new $e(i, this[V], this[he]);
        if (!this[It]) if (n.remain) {
          let o = () => {
            n.invalid || (this[It] = true);
          };
          n.on("end", o);
        } else this[It] = true;
        n.meta ? n.size > this.maxMetaEntrySize ? (n.ignore = true, this[At]("ignoredEntry", n), this[B] = "ignore", n.resume()) : n.size > 0 && (this[dt] = "", n.on("data", (o) => this[dt] += o), this[B] = "meta") : (this[V] = void 0, n.ignore = n.ignore || !this.filter(n.path, n), n.ignore ? (this[At]("ignoredEntry", n), this[B] = n.remain ? "ignore" : "header", n.resume()) : (n.remain ? this[B] = "body" : (this[B] = "header", n.end()), this[it] ? this[st].push(n) : (this[st].push(n), this[Zi]())));
      }
    }
  }
  [$s]() {
    queueMicrotask(() => this.emit("close"));
  }
  [Zs](t) {
    let e = true;
    if (!t) this[it] = void 0, e = false;
    else if (Array.isArray(t)) {
      let [i, ...r] = t;
      this.emit(i, ...r);
    } else this[it] = t, this.emit("entry", t), t.emittedEnd || (t.on("end", () => this[Zi]()), e = false);
    return e;
  }
  [Zi]() {
    do
      ;
    while (this[Zs](this[st].shift()));
    if (this[st].length === 0) {
      let t = this[it];
      !t || t.flowing || t.size === t.remain ? this[Yt] || this.emit("drain") : t.once("drain", () => this.emit("drain"));
    }
  }
  [Ki](t, e) {
    let i = this[Nt];
    if (!i) throw new Error("attempt to consume body without entry??");
    let r = i.blockRemain ?? 0, n = r >= t.length && e === 0 ? t : t.subarray(e, e + r);
    return i.write(n), i.blockRemain || (this[B] = "header", this[Nt] = void 0, i.end()), n.length;
  }
  [Ks](t, e) {
    let i = this[Nt], r = this[Ki](t, e);
    return !this[Nt] && i && this[Ys](i), r;
  }
  [At](t, e, i) {
    this[st].length === 0 && !this[it] ? this.emit(t, e, i) : this[st].push([t, e, i]);
  }
  [Ys](t) {
    switch (this[At]("meta", this[dt]), t.type) {
      case "ExtendedHeader":
      case "OldExtendedHeader":
        this[V] = ft.parse(this[dt], this[V], false);
        break;
      case "GlobalExtendedHeader":
        this[he] = ft.parse(this[dt], this[he], true);
        break;
      case "NextFileHasLongPath":
      case "OldGnuLongPath": {
        let e = this[V] ?? /* @__PURE__ */ Object.create(null);
        this[V] = e, e.path = this[dt].replace(/\0.*/, "");
        break;
      }
      case "NextFileHasLongLinkpath": {
        let e = this[V] || /* @__PURE__ */ Object.create(null);
        this[V] = e, e.linkpath = this[dt].replace(/\0.*/, "");
        break;
      }
      default:
        throw new Error("unknown meta: " + t.type);
    }
  }
  abort(t) {
    if (!this[$]) {
      if (this[w]) {
        let e = this[w];
        e.write = () => true, e.end = () => e, e.emit = () => false, e.destroy?.();
      }
      this[$] = true, this.emit("abort", t), this.warn("TAR_ABORT", t, { recoverable: false });
    }
  }
  [Xs](t) {
    this[$i] += t.length;
    let e = this[$i] / this[le];
    return e > this.maxDecompressionRatio ? (this.abort(new Error(`max decompression ratio exceeded: ${e.toFixed(2)} > ${this.maxDecompressionRatio}`)), false) : true;
  }
  write(t, e, i) {
    if (typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8")), this[$]) return i?.(), false;
    if ((this[w] === void 0 || this.brotli === void 0 && this[w] === false) && t) {
      if (this[p] && (t = Buffer.concat([this[p], t]), this[p] = void 0), t.length < An) return this[p] = t, i?.(), true;
      for (let a = 0; this[w] === void 0 && a < Xi.length; a++) t[a] !== Xi[a] && (this[w] = false);
      let o = false;
      if (this[w] === false && this.zstd !== false) {
        o = true;
        for (let a = 0; a < qi.length; a++) if (t[a] !== qi[a]) {
          o = false;
          break;
        }
      }
      let h = this.brotli === void 0 && !o;
      if (this[w] === false && h) if (t.length < 512) if (this[ut]) this.brotli = true;
      else return this[p] = t, i?.(), true;
      else try {
        new F(t.subarray(0, 512)), this.brotli = false;
      } catch {
        this.brotli = true;
      }
      if (this[w] === void 0 || this[w] === false && (this.brotli || o)) {
        let a = this[ut];
        this[ut] = false, this[w] = this[w] === void 0 ? new Ue({}) : o ? new Ke({}) : new Ge({}), this[w].on("data", (c) => {
          this[Xs](c) && this[Xe](c);
        }), this[w].on("error", (c) => {
          this[$] || this.abort(c);
        }), this[w].on("end", () => {
          this[ut] = true, this[Xe]();
        }), this[Yt] = true, this[le] += t.length;
        let l = !!this[w][a ? "end" : "write"](t);
        return this[Yt] = false, i?.(), l;
      }
    }
    this[Yt] = true, this[w] ? (this[le] += t.length, this[w].write(t)) : this[Xe](t), this[Yt] = false;
    let n = this[st].length > 0 ? false : this[it] ? this[it].flowing : true;
    return !n && this[st].length === 0 && this[it]?.once("drain", () => this.emit("drain")), i?.(), n;
  }
  [Vi](t) {
    t && !this[$] && (this[p] = this[p] ? Buffer.concat([this[p], t]) : t);
  }
  [Qe]() {
    if (this[ut] && !this[Yi] && !this[$] && !this[ae]) {
      this[Yi] = true;
      let t = this[Nt];
      if (t?.blockRemain) {
        let e = this[p] ? this[p].length : 0;
        this.warn("TAR_BAD_ARCHIVE", `Truncated input (needed ${t.blockRemain} more bytes, only ${e} available)`, { entry: t }), this[p] && t.write(this[p]), t.end();
      }
      this[At](Je);
    }
  }
  [Xe](t) {
    if (this[ae] && t) this[Vi](t);
    else if (!t && !this[p]) this[Qe]();
    else if (t) {
      if (this[ae] = true, this[p]) {
        this[Vi](t);
        let e = this[p];
        this[p] = void 0, this[qe](e);
      } else this[qe](t);
      for (; this[p] && this[p]?.length >= 512 && !this[$] && !this[ti]; ) {
        let e = this[p];
        this[p] = void 0, this[qe](e);
      }
      this[ae] = false;
    }
    (!this[p] || this[ut]) && this[Qe]();
  }
  [qe](t) {
    let e = 0, i = t.length;
    for (; e + 512 <= i && !this[$] && !this[ti]; ) switch (this[B]) {
      case "begin":
      case "header":
        this[Vs](t, e), e += 512;
        break;
      case "ignore":
      case "body":
        e += this[Ki](t, e);
        break;
      case "meta":
        e += this[Ks](t, e);
        break;
      default:
        throw new Error("invalid state: " + this[B]);
    }
    e < i && (this[p] = this[p] ? Buffer.concat([t.subarray(e), this[p]]) : t.subarray(e));
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, e)), i && this.once("finish", i), this[$] || (this[w] ? (t && (this[le] += t.length, this[w].write(t)), this[w].end()) : (this[ut] = true, (this.brotli === void 0 || this.zstd === void 0) && (t = t || Buffer.alloc(0)), t && this.write(t), this[Qe]())), this;
  }
};
var mt = (s3) => {
  let t = s3.length - 1, e = -1;
  for (; t > -1 && s3.charAt(t) === "/"; ) e = t, t--;
  return e === -1 ? s3 : s3.slice(0, e);
};
var vn = (s3) => {
  let t = s3.onReadEntry;
  s3.onReadEntry = t ? (e) => {
    t(e), e.resume();
  } : (e) => e.resume();
};
var Qi = (s3, t) => {
  let e = new Map(t.map((o) => [mt(o), true])), i = s3.filter, r = 100, n = (o, h = "", a = 0) => {
    if (a >= r) return e.set(o, false), false;
    let l = h || kn(o).root || ".", c;
    if (o === l) c = false;
    else {
      let d = e.get(o);
      c = d !== void 0 ? d : n(Fn(o), l, a + 1);
    }
    return e.set(o, c), c;
  };
  s3.filter = i ? (o, h) => i(o, h) && n(mt(o)) : (o) => n(mt(o));
};
var Mn = (s3) => {
  let t = new rt(s3), e = s3.file, i;
  try {
    i = Kt.openSync(e, "r");
    let r = Kt.fstatSync(i), n = s3.maxReadSize || 16 * 1024 * 1024;
    if (r.size < n) {
      let o = Buffer.allocUnsafe(r.size), h = Kt.readSync(i, o, 0, r.size, 0);
      t.end(h === o.byteLength ? o : o.subarray(0, h));
    } else {
      let o = 0, h = Buffer.allocUnsafe(n);
      for (; o < r.size; ) {
        let a = Kt.readSync(i, h, 0, n, o);
        if (a === 0) break;
        o += a, t.write(h.subarray(0, a));
      }
      t.end();
    }
  } finally {
    if (typeof i == "number") try {
      Kt.closeSync(i);
    } catch {
    }
  }
};
var Bn = (s3, t) => {
  let e = new rt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
  return new Promise((o, h) => {
    e.on("error", h), e.on("end", o), Kt.stat(r, (a, l) => {
      if (a) h(a);
      else {
        let c = new _t(r, { readSize: i, size: l.size });
        c.on("error", h), c.pipe(e);
      }
    });
  });
};
var Ct = K(Mn, Bn, (s3) => new rt(s3), (s3) => new rt(s3), (s3, t) => {
  t?.length && Qi(s3, t), s3.noResume || vn(s3);
});
var Ji = (s3, t, e) => (s3 &= 4095, e && (s3 = (s3 | 384) & -19), t && (s3 & 256 && (s3 |= 64), s3 & 32 && (s3 |= 8), s3 & 4 && (s3 |= 1)), s3);
var { isAbsolute: zn, parse: qs } = Pn;
var ce = (s3) => {
  let t = "", e = qs(s3);
  for (; zn(s3) || e.root; ) {
    let i = s3.charAt(0) === "/" && s3.slice(0, 4) !== "//?/" ? "/" : e.root;
    s3 = s3.slice(i.length), t += i, e = qs(s3);
  }
  return [t, s3];
};
var ei = ["|", "<", ">", "?", ":"];
var ji = ei.map((s3) => String.fromCodePoint(61440 + Number(s3.codePointAt(0))));
var Un = new Map(ei.map((s3, t) => [s3, ji[t]]));
var Hn = new Map(ji.map((s3, t) => [s3, ei[t]]));
var ts = (s3) => ei.reduce((t, e) => t.split(e).join(Un.get(e)), s3);
var Qs = (s3) => ji.reduce((t, e) => t.split(e).join(Hn.get(e)), s3);
var rr = (s3, t) => t ? (s3 = f(s3).replace(/^\.(\/|$)/, ""), mt(t) + "/" + s3) : f(s3);
var Wn = 16 * 1024 * 1024;
var tr = Symbol("process");
var er = Symbol("file");
var ir = Symbol("directory");
var is = Symbol("symlink");
var sr = Symbol("hardlink");
var fe = Symbol("header");
var ii = Symbol("read");
var ss = Symbol("lstat");
var si = Symbol("onlstat");
var rs = Symbol("onread");
var ns = Symbol("onreadlink");
var os = Symbol("openfile");
var hs = Symbol("onopenfile");
var pt = Symbol("close");
var ri = Symbol("mode");
var as = Symbol("awaitDrain");
var es = Symbol("ondrain");
var q = Symbol("prefix");
var de = class extends A {
  path;
  portable;
  myuid = process.getuid && process.getuid() || 0;
  myuser = process.env.USER || "";
  maxReadSize;
  linkCache;
  statCache;
  preservePaths;
  cwd;
  strict;
  mtime;
  noPax;
  noMtime;
  prefix;
  fd;
  blockLen = 0;
  blockRemain = 0;
  buf;
  pos = 0;
  remain = 0;
  length = 0;
  offset = 0;
  win32;
  absolute;
  header;
  type;
  linkpath;
  stat;
  onWriteEntry;
  #t = false;
  constructor(t, e = {}) {
    let i = se(e);
    super(), this.path = f(t), this.portable = !!i.portable, this.maxReadSize = i.maxReadSize || Wn, this.linkCache = i.linkCache || /* @__PURE__ */ new Map(), this.statCache = i.statCache || /* @__PURE__ */ new Map(), this.preservePaths = !!i.preservePaths, this.cwd = f(i.cwd || process.cwd()), this.strict = !!i.strict, this.noPax = !!i.noPax, this.noMtime = !!i.noMtime, this.mtime = i.mtime, this.prefix = i.prefix ? f(i.prefix) : void 0, this.onWriteEntry = i.onWriteEntry, typeof i.onwarn == "function" && this.on("warn", i.onwarn);
    let r = false;
    if (!this.preservePaths) {
      let [o, h] = ce(this.path);
      o && typeof h == "string" && (this.path = h, r = o);
    }
    this.win32 = !!i.win32 || process.platform === "win32", this.win32 && (this.path = Qs(this.path.replaceAll(/\\/g, "/")), t = t.replaceAll(/\\/g, "/")), this.absolute = f(i.absolute || js.resolve(this.cwd, t)), this.path === "" && (this.path = "./"), r && this.warn("TAR_ENTRY_INFO", `stripping ${r} from absolute path`, { entry: this, path: r + this.path });
    let n = this.statCache.get(this.absolute);
    n ? this[si](n) : this[ss]();
  }
  warn(t, e, i = {}) {
    return Dt(this, t, e, i);
  }
  emit(t, ...e) {
    return t === "error" && (this.#t = true), super.emit(t, ...e);
  }
  [ss]() {
    X.lstat(this.absolute, (t, e) => {
      if (t) return this.emit("error", t);
      this[si](e);
    });
  }
  [si](t) {
    this.statCache.set(this.absolute, t), this.stat = t, t.isFile() || (t.size = 0), this.type = Gn(t), this.emit("stat", t), this[tr]();
  }
  [tr]() {
    switch (this.type) {
      case "File":
        return this[er]();
      case "Directory":
        return this[ir]();
      case "SymbolicLink":
        return this[is]();
      default:
        return this.end();
    }
  }
  [ri](t) {
    return Ji(t, this.type === "Directory", this.portable);
  }
  [q](t) {
    return rr(t, this.prefix);
  }
  [fe]() {
    if (!this.stat) throw new Error("cannot write header before stat");
    this.type === "Directory" && this.portable && (this.noMtime = true), this.onWriteEntry?.(this), this.header = new F({ path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, mode: this[ri](this.stat.mode), uid: this.portable ? void 0 : this.stat.uid, gid: this.portable ? void 0 : this.stat.gid, size: this.stat.size, mtime: this.noMtime ? void 0 : this.mtime || this.stat.mtime, type: this.type === "Unsupported" ? void 0 : this.type, uname: this.portable ? void 0 : this.stat.uid === this.myuid ? this.myuser : "", atime: this.portable ? void 0 : this.stat.atime, ctime: this.portable ? void 0 : this.stat.ctime }), this.header.encode() && !this.noPax && super.write(new ft({ atime: this.portable ? void 0 : this.header.atime, ctime: this.portable ? void 0 : this.header.ctime, gid: this.portable ? void 0 : this.header.gid, mtime: this.noMtime ? void 0 : this.mtime || this.header.mtime, path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, size: this.header.size, uid: this.portable ? void 0 : this.header.uid, uname: this.portable ? void 0 : this.header.uname, dev: this.portable ? void 0 : this.stat.dev, ino: this.portable ? void 0 : this.stat.ino, nlink: this.portable ? void 0 : this.stat.nlink }).encode());
    let t = this.header?.block;
    if (!t) throw new Error("failed to encode header");
    super.write(t);
  }
  [ir]() {
    if (!this.stat) throw new Error("cannot create directory entry without stat");
    this.path.slice(-1) !== "/" && (this.path += "/"), this.stat.size = 0, this[fe](), this.end();
  }
  [is]() {
    X.readlink(this.absolute, (t, e) => {
      if (t) return this.emit("error", t);
      this[ns](e);
    });
  }
  [ns](t) {
    this.linkpath = f(t), this[fe](), this.end();
  }
  [sr](t) {
    if (!this.stat) throw new Error("cannot create link entry without stat");
    this.type = "Link", this.linkpath = f(js.relative(this.cwd, t)), this.stat.size = 0, this[fe](), this.end();
  }
  [er]() {
    if (!this.stat) throw new Error("cannot create file entry without stat");
    if (this.stat.nlink > 1) {
      let t = `${this.stat.dev}:${this.stat.ino}`, e = this.linkCache.get(t);
      if (e?.indexOf(this.cwd) === 0) return this[sr](e);
      this.linkCache.set(t, this.absolute);
    }
    if (this[fe](), this.stat.size === 0) return this.end();
    this[os]();
  }
  [os]() {
    X.open(this.absolute, "r", (t, e) => {
      if (t) return this.emit("error", t);
      this[hs](e);
    });
  }
  [hs](t) {
    if (this.fd = t, this.#t) return this[pt]();
    if (!this.stat) throw new Error("should stat before calling onopenfile");
    this.blockLen = 512 * Math.ceil(this.stat.size / 512), this.blockRemain = this.blockLen;
    let e = Math.min(this.blockLen, this.maxReadSize);
    this.buf = Buffer.allocUnsafe(e), this.offset = 0, this.pos = 0, this.remain = this.stat.size, this.length = this.buf.length, this[ii]();
  }
  [ii]() {
    let { fd: t, buf: e, offset: i, length: r, pos: n } = this;
    if (t === void 0 || e === void 0) throw new Error("cannot read file without first opening");
    X.read(t, e, i, r, n, (o, h) => {
      if (o) return this[pt](() => this.emit("error", o));
      this[rs](h);
    });
  }
  [pt](t = () => {
  }) {
    this.fd !== void 0 && X.close(this.fd, t);
  }
  [rs](t) {
    if (t <= 0 && this.remain > 0) {
      let r = Object.assign(new Error("encountered unexpected EOF"), { path: this.absolute, syscall: "read", code: "EOF" });
      return this[pt](() => this.emit("error", r));
    }
    if (t > this.remain) {
      let r = Object.assign(new Error("did not encounter expected EOF"), { path: this.absolute, syscall: "read", code: "EOF" });
      return this[pt](() => this.emit("error", r));
    }
    if (!this.buf) throw new Error("should have created buffer prior to reading");
    if (t === this.remain) for (let r = t; r < this.length && t < this.blockRemain; r++) this.buf[r + this.offset] = 0, t++, this.remain++;
    let e = this.offset === 0 && t === this.buf.length ? this.buf : this.buf.subarray(this.offset, this.offset + t);
    this.write(e) ? this[es]() : this[as](() => this[es]());
  }
  [as](t) {
    this.once("drain", t);
  }
  write(t, e, i) {
    if (typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8")), this.blockRemain < t.length) {
      let r = Object.assign(new Error("writing more data than expected"), { path: this.absolute });
      return this.emit("error", r);
    }
    return this.remain -= t.length, this.blockRemain -= t.length, this.pos += t.length, this.offset += t.length, super.write(t, null, i);
  }
  [es]() {
    if (!this.remain) return this.blockRemain && super.write(Buffer.alloc(this.blockRemain)), this[pt]((t) => t ? this.emit("error", t) : this.end());
    if (!this.buf) throw new Error("buffer lost somehow in ONDRAIN");
    this.offset >= this.length && (this.buf = Buffer.allocUnsafe(Math.min(this.blockRemain, this.buf.length)), this.offset = 0), this.length = this.buf.length - this.offset, this[ii]();
  }
};
var ni = class extends de {
  sync = true;
  [ss]() {
    this[si](X.lstatSync(this.absolute));
  }
  [is]() {
    this[ns](X.readlinkSync(this.absolute));
  }
  [os]() {
    this[hs](X.openSync(this.absolute, "r"));
  }
  [ii]() {
    let t = true;
    try {
      let { fd: e, buf: i, offset: r, length: n, pos: o } = this;
      if (e === void 0 || i === void 0) throw new Error("fd and buf must be set in READ method");
      let h = X.readSync(e, i, r, n, o);
      this[rs](h), t = false;
    } finally {
      if (t) try {
        this[pt](() => {
        });
      } catch {
      }
    }
  }
  [as](t) {
    t();
  }
  [pt](t = () => {
  }) {
    this.fd !== void 0 && X.closeSync(this.fd), t();
  }
};
var oi = class extends A {
  blockLen = 0;
  blockRemain = 0;
  buf = 0;
  pos = 0;
  remain = 0;
  length = 0;
  preservePaths;
  portable;
  strict;
  noPax;
  noMtime;
  readEntry;
  type;
  prefix;
  path;
  mode;
  uid;
  gid;
  uname;
  gname;
  header;
  mtime;
  atime;
  ctime;
  linkpath;
  size;
  onWriteEntry;
  warn(t, e, i = {}) {
    return Dt(this, t, e, i);
  }
  constructor(t, e = {}) {
    let i = se(e);
    super(), this.preservePaths = !!i.preservePaths, this.portable = !!i.portable, this.strict = !!i.strict, this.noPax = !!i.noPax, this.noMtime = !!i.noMtime, this.onWriteEntry = i.onWriteEntry, this.readEntry = t;
    let { type: r } = t;
    if (r === "Unsupported") throw new Error("writing entry that should be ignored");
    this.type = r, this.type === "Directory" && this.portable && (this.noMtime = true), this.prefix = i.prefix, this.path = f(t.path), this.mode = t.mode !== void 0 ? this[ri](t.mode) : void 0, this.uid = this.portable ? void 0 : t.uid, this.gid = this.portable ? void 0 : t.gid, this.uname = this.portable ? void 0 : t.uname, this.gname = this.portable ? void 0 : t.gname, this.size = t.size, this.mtime = this.noMtime ? void 0 : i.mtime || t.mtime, this.atime = this.portable ? void 0 : t.atime, this.ctime = this.portable ? void 0 : t.ctime, this.linkpath = t.linkpath !== void 0 ? f(t.linkpath) : void 0, typeof i.onwarn == "function" && this.on("warn", i.onwarn);
    let n = false;
    if (!this.preservePaths) {
      let [h, a] = ce(this.path);
      h && typeof a == "string" && (this.path = a, n = h);
    }
    this.remain = t.size, this.blockRemain = t.startBlockSize, this.onWriteEntry?.(this), this.header = new F({ path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, mode: this.mode, uid: this.portable ? void 0 : this.uid, gid: this.portable ? void 0 : this.gid, size: this.size, mtime: this.noMtime ? void 0 : this.mtime, type: this.type, uname: this.portable ? void 0 : this.uname, atime: this.portable ? void 0 : this.atime, ctime: this.portable ? void 0 : this.ctime }), n && this.warn("TAR_ENTRY_INFO", `stripping ${n} from absolute path`, { entry: this, path: n + this.path }), this.header.encode() && !this.noPax && super.write(new ft({ atime: this.portable ? void 0 : this.atime, ctime: this.portable ? void 0 : this.ctime, gid: this.portable ? void 0 : this.gid, mtime: this.noMtime ? void 0 : this.mtime, path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, size: this.size, uid: this.portable ? void 0 : this.uid, uname: this.portable ? void 0 : this.uname, dev: this.portable ? void 0 : this.readEntry.dev, ino: this.portable ? void 0 : this.readEntry.ino, nlink: this.portable ? void 0 : this.readEntry.nlink }).encode());
    let o = this.header?.block;
    if (!o) throw new Error("failed to encode header");
    super.write(o), t.pipe(this);
  }
  [q](t) {
    return rr(t, this.prefix);
  }
  [ri](t) {
    return Ji(t, this.type === "Directory", this.portable);
  }
  write(t, e, i) {
    typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8"));
    let r = t.length;
    if (r > this.blockRemain) throw new Error("writing more to entry than is appropriate");
    return this.blockRemain -= r, super.write(t, i);
  }
  end(t, e, i) {
    return this.blockRemain && super.write(Buffer.alloc(this.blockRemain)), typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, e ?? "utf8")), i && this.once("finish", i), t ? super.end(t, i) : super.end(i), this;
  }
};
var Gn = (s3) => s3.isFile() ? "File" : s3.isDirectory() ? "Directory" : s3.isSymbolicLink() ? "SymbolicLink" : "Unsupported";
var hi = class s2 {
  tail;
  head;
  length = 0;
  static create(t = []) {
    return new s2(t);
  }
  constructor(t = []) {
    for (let e of t) this.push(e);
  }
  *[Symbol.iterator]() {
    for (let t = this.head; t; t = t.next) yield t.value;
  }
  removeNode(t) {
    if (t.list !== this) throw new Error("removing node which does not belong to this list");
    let e = t.next, i = t.prev;
    return e && (e.prev = i), i && (i.next = e), t === this.head && (this.head = e), t === this.tail && (this.tail = i), this.length--, t.next = void 0, t.prev = void 0, t.list = void 0, e;
  }
  unshiftNode(t) {
    if (t === this.head) return;
    t.list && t.list.removeNode(t);
    let e = this.head;
    t.list = this, t.next = e, e && (e.prev = t), this.head = t, this.tail || (this.tail = t), this.length++;
  }
  pushNode(t) {
    if (t === this.tail) return;
    t.list && t.list.removeNode(t);
    let e = this.tail;
    t.list = this, t.prev = e, e && (e.next = t), this.tail = t, this.head || (this.head = t), this.length++;
  }
  push(...t) {
    for (let e = 0, i = t.length; e < i; e++) Yn(this, t[e]);
    return this.length;
  }
  unshift(...t) {
    for (var e = 0, i = t.length; e < i; e++) Kn(this, t[e]);
    return this.length;
  }
  pop() {
    if (!this.tail) return;
    let t = this.tail.value, e = this.tail;
    return this.tail = this.tail.prev, this.tail ? this.tail.next = void 0 : this.head = void 0, e.list = void 0, this.length--, t;
  }
  shift() {
    if (!this.head) return;
    let t = this.head.value, e = this.head;
    return this.head = this.head.next, this.head ? this.head.prev = void 0 : this.tail = void 0, e.list = void 0, this.length--, t;
  }
  forEach(t, e) {
    e = e || this;
    for (let i = this.head, r = 0; i; r++) t.call(e, i.value, r, this), i = i.next;
  }
  forEachReverse(t, e) {
    e = e || this;
    for (let i = this.tail, r = this.length - 1; i; r--) t.call(e, i.value, r, this), i = i.prev;
  }
  get(t) {
    let e = 0, i = this.head;
    for (; i && e < t; e++) i = i.next;
    if (e === t && i) return i.value;
  }
  getReverse(t) {
    let e = 0, i = this.tail;
    for (; i && e < t; e++) i = i.prev;
    if (e === t && i) return i.value;
  }
  map(t, e) {
    e = e || this;
    let i = new s2();
    for (let r = this.head; r; ) i.push(t.call(e, r.value, this)), r = r.next;
    return i;
  }
  mapReverse(t, e) {
    e = e || this;
    var i = new s2();
    for (let r = this.tail; r; ) i.push(t.call(e, r.value, this)), r = r.prev;
    return i;
  }
  reduce(t, e) {
    let i, r = this.head;
    if (arguments.length > 1) i = e;
    else if (this.head) r = this.head.next, i = this.head.value;
    else throw new TypeError("Reduce of empty list with no initial value");
    for (var n = 0; r; n++) i = t(i, r.value, n), r = r.next;
    return i;
  }
  reduceReverse(t, e) {
    let i, r = this.tail;
    if (arguments.length > 1) i = e;
    else if (this.tail) r = this.tail.prev, i = this.tail.value;
    else throw new TypeError("Reduce of empty list with no initial value");
    for (let n = this.length - 1; r; n--) i = t(i, r.value, n), r = r.prev;
    return i;
  }
  toArray() {
    let t = new Array(this.length);
    for (let e = 0, i = this.head; i; e++) t[e] = i.value, i = i.next;
    return t;
  }
  toArrayReverse() {
    let t = new Array(this.length);
    for (let e = 0, i = this.tail; i; e++) t[e] = i.value, i = i.prev;
    return t;
  }
  slice(t = 0, e = this.length) {
    e < 0 && (e += this.length), t < 0 && (t += this.length);
    let i = new s2();
    if (e < t || e < 0) return i;
    t < 0 && (t = 0), e > this.length && (e = this.length);
    let r = this.head, n = 0;
    for (n = 0; r && n < t; n++) r = r.next;
    for (; r && n < e; n++, r = r.next) i.push(r.value);
    return i;
  }
  sliceReverse(t = 0, e = this.length) {
    e < 0 && (e += this.length), t < 0 && (t += this.length);
    let i = new s2();
    if (e < t || e < 0) return i;
    t < 0 && (t = 0), e > this.length && (e = this.length);
    let r = this.length, n = this.tail;
    for (; n && r > e; r--) n = n.prev;
    for (; n && r > t; r--, n = n.prev) i.push(n.value);
    return i;
  }
  splice(t, e = 0, ...i) {
    t > this.length && (t = this.length - 1), t < 0 && (t = this.length + t);
    let r = this.head;
    for (let o = 0; r && o < t; o++) r = r.next;
    let n = [];
    for (let o = 0; r && o < e; o++) n.push(r.value), r = this.removeNode(r);
    r ? r !== this.tail && (r = r.prev) : r = this.tail;
    for (let o of i) r = Zn(this, r, o);
    return n;
  }
  reverse() {
    let t = this.head, e = this.tail;
    for (let i = t; i; i = i.prev) {
      let r = i.prev;
      i.prev = i.next, i.next = r;
    }
    return this.head = e, this.tail = t, this;
  }
};
function Zn(s3, t, e) {
  let i = t, r = t ? t.next : s3.head, n = new ue(e, i, r, s3);
  return n.next === void 0 && (s3.tail = n), n.prev === void 0 && (s3.head = n), s3.length++, n;
}
function Yn(s3, t) {
  s3.tail = new ue(t, s3.tail, void 0, s3), s3.head || (s3.head = s3.tail), s3.length++;
}
function Kn(s3, t) {
  s3.head = new ue(t, void 0, s3.head, s3), s3.tail || (s3.tail = s3.head), s3.length++;
}
var ue = class {
  list;
  next;
  prev;
  value;
  constructor(t, e, i, r) {
    this.list = r, this.value = t, e ? (e.next = this, this.prev = e) : this.prev = void 0, i ? (i.prev = this, this.next = i) : this.next = void 0;
  }
};
var pi = class {
  path;
  absolute;
  entry;
  stat;
  readdir;
  pending = false;
  pendingLink = false;
  ignore = false;
  piped = false;
  constructor(t, e) {
    this.path = t || "./", this.absolute = e;
  }
};
var nr = Buffer.alloc(1024);
var li = Symbol("onStat");
var me = Symbol("ended");
var W = Symbol("queue");
var pe = Symbol("pendingLinks");
var Et = Symbol("current");
var Ft = Symbol("process");
var Ee = Symbol("processing");
var ai = Symbol("processJob");
var G = Symbol("jobs");
var ls = Symbol("jobDone");
var ci = Symbol("addFSEntry");
var or = Symbol("addTarEntry");
var ds = Symbol("stat");
var us = Symbol("readdir");
var fi = Symbol("onreaddir");
var di = Symbol("pipe");
var hr = Symbol("entry");
var cs = Symbol("entryOpt");
var ui = Symbol("writeEntryClass");
var lr = Symbol("write");
var fs = Symbol("ondrain");
var wt = class extends A {
  sync = false;
  opt;
  cwd;
  maxReadSize;
  preservePaths;
  strict;
  noPax;
  prefix;
  linkCache;
  statCache;
  file;
  portable;
  zip;
  readdirCache;
  noDirRecurse;
  follow;
  noMtime;
  mtime;
  filter;
  jobs;
  [ui];
  onWriteEntry;
  [W];
  [pe] = /* @__PURE__ */ new Map();
  [G] = 0;
  [Ee] = false;
  [me] = false;
  constructor(t = {}) {
    if (super(), this.opt = t, this.file = t.file || "", this.cwd = t.cwd || process.cwd(), this.maxReadSize = t.maxReadSize, this.preservePaths = !!t.preservePaths, this.strict = !!t.strict, this.noPax = !!t.noPax, this.prefix = f(t.prefix || ""), this.linkCache = t.linkCache || /* @__PURE__ */ new Map(), this.statCache = t.statCache || /* @__PURE__ */ new Map(), this.readdirCache = t.readdirCache || /* @__PURE__ */ new Map(), this.onWriteEntry = t.onWriteEntry, this[ui] = de, typeof t.onwarn == "function" && this.on("warn", t.onwarn), this.portable = !!t.portable, t.gzip || t.brotli || t.zstd) {
      if ((t.gzip ? 1 : 0) + (t.brotli ? 1 : 0) + (t.zstd ? 1 : 0) > 1) throw new TypeError("gzip, brotli, zstd are mutually exclusive");
      if (t.gzip && (typeof t.gzip != "object" && (t.gzip = {}), this.portable && (t.gzip.portable = true), this.zip = new ze(t.gzip)), t.brotli && (typeof t.brotli != "object" && (t.brotli = {}), this.zip = new We(t.brotli)), t.zstd && (typeof t.zstd != "object" && (t.zstd = {}), this.zip = new Ye(t.zstd)), !this.zip) throw new Error("impossible");
      let e = this.zip;
      e.on("data", (i) => super.write(i)), e.on("end", () => super.end()), e.on("drain", () => this[fs]()), this.on("resume", () => e.resume());
    } else this.on("drain", this[fs]);
    this.noDirRecurse = !!t.noDirRecurse, this.follow = !!t.follow, this.noMtime = !!t.noMtime, t.mtime && (this.mtime = t.mtime), this.filter = typeof t.filter == "function" ? t.filter : () => true, this[W] = new hi(), this[G] = 0, this.jobs = Number(t.jobs) || 4, this[Ee] = false, this[me] = false;
  }
  [lr](t) {
    return super.write(t);
  }
  add(t) {
    return this.write(t), this;
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, t = void 0), typeof e == "function" && (i = e, e = void 0), t && this.add(t), this[me] = true, this[Ft](), i && i(), this;
  }
  write(t) {
    if (this[me]) throw new Error("write after end");
    return typeof t == "string" ? this[ci](t) : this[or](t), this.flowing;
  }
  [or](t) {
    let e = f(ar.resolve(this.cwd, t.path));
    if (!this.filter(t.path, t)) t.resume();
    else {
      let i = new pi(t.path, e);
      i.entry = new oi(t, this[cs](i)), i.entry.on("end", () => this[ls](i)), this[G] += 1, this[W].push(i);
    }
    this[Ft]();
  }
  [ci](t) {
    let e = f(ar.resolve(this.cwd, t));
    this[W].push(new pi(t, e)), this[Ft]();
  }
  [ds](t) {
    t.pending = true, this[G] += 1;
    let e = this.follow ? "stat" : "lstat";
    mi[e](t.absolute, (i, r) => {
      t.pending = false, this[G] -= 1, i ? this.emit("error", i) : this[li](t, r);
    });
  }
  [li](t, e) {
    if (this.statCache.set(t.absolute, e), t.stat = e, !this.filter(t.path, e)) t.ignore = true;
    else if (e.isFile() && e.nlink > 1 && !this.linkCache.get(`${e.dev}:${e.ino}`) && !this.sync) if (t === this[Et]) this[ai](t);
    else {
      let i = `${e.dev}:${e.ino}`, r = this[pe].get(i);
      r ? r.push(t) : this[pe].set(i, [t]), t.pendingLink = true, t.pending = true;
    }
    this[Ft]();
  }
  [us](t) {
    t.pending = true, this[G] += 1, mi.readdir(t.absolute, (e, i) => {
      if (t.pending = false, this[G] -= 1, e) return this.emit("error", e);
      this[fi](t, i);
    });
  }
  [fi](t, e) {
    this.readdirCache.set(t.absolute, e), t.readdir = e, this[Ft]();
  }
  [Ft]() {
    if (!this[Ee]) {
      this[Ee] = true;
      for (let t = this[W].head; t && this[G] < this.jobs; t = t.next) if (this[ai](t.value), t.value.ignore) {
        let e = t.next;
        this[W].removeNode(t), t.next = e;
      }
      this[Ee] = false, this[me] && this[W].length === 0 && this[G] === 0 && (this.zip ? this.zip.end(nr) : (super.write(nr), super.end()));
    }
  }
  get [Et]() {
    return this[W] && this[W].head && this[W].head.value;
  }
  [ls](t) {
    this[W].shift(), this[G] -= 1;
    let { stat: e } = t;
    if (e && e.isFile() && e.nlink > 1) {
      let i = `${e.dev}:${e.ino}`, r = this[pe].get(i);
      if (r) {
        this[pe].delete(i);
        for (let n of r) n.pending = false, this[ai](n);
      }
    }
    this[Ft]();
  }
  [ai](t) {
    if (t.pending && t.pendingLink && t === this[Et] && (t.pending = false, t.pendingLink = false), !t.pending) {
      if (t.entry) {
        t === this[Et] && !t.piped && this[di](t);
        return;
      }
      if (!t.stat) {
        let e = this.statCache.get(t.absolute);
        e ? this[li](t, e) : this[ds](t);
      }
      if (t.stat && !t.ignore) {
        if (!this.noDirRecurse && t.stat.isDirectory() && !t.readdir) {
          let e = this.readdirCache.get(t.absolute);
          if (e ? this[fi](t, e) : this[us](t), !t.readdir) return;
        }
        if (t.entry = this[hr](t), !t.entry) {
          t.ignore = true;
          return;
        }
        t === this[Et] && !t.piped && this[di](t);
      }
    }
  }
  [cs](t) {
    return { onwarn: (e, i, r) => this.warn(e, i, r), noPax: this.noPax, cwd: this.cwd, absolute: t.absolute, preservePaths: this.preservePaths, maxReadSize: this.maxReadSize, strict: this.strict, portable: this.portable, linkCache: this.linkCache, statCache: this.statCache, noMtime: this.noMtime, mtime: this.mtime, prefix: this.prefix, onWriteEntry: this.onWriteEntry };
  }
  [hr](t) {
    this[G] += 1;
    try {
      return new this[ui](t.path, this[cs](t)).on("end", () => this[ls](t)).on("error", (i) => this.emit("error", i));
    } catch (e) {
      this.emit("error", e);
    }
  }
  [fs]() {
    this[Et] && this[Et].entry && this[Et].entry.resume();
  }
  [di](t) {
    t.piped = true, t.readdir && t.readdir.forEach((r) => {
      let n = t.path, o = n === "./" ? "" : n.replace(/\/*$/, "/");
      this[ci](o + r);
    });
    let e = t.entry, i = this.zip;
    if (!e) throw new Error("cannot pipe without source");
    i ? e.on("data", (r) => {
      i.write(r) || e.pause();
    }) : e.on("data", (r) => {
      super.write(r) || e.pause();
    });
  }
  pause() {
    return this.zip && this.zip.pause(), super.pause();
  }
  warn(t, e, i = {}) {
    Dt(this, t, e, i);
  }
};
var kt = class extends wt {
  sync = true;
  constructor(t) {
    super(t), this[ui] = ni;
  }
  pause() {
  }
  resume() {
  }
  [ds](t) {
    let e = this.follow ? "statSync" : "lstatSync";
    this[li](t, mi[e](t.absolute));
  }
  [us](t) {
    this[fi](t, mi.readdirSync(t.absolute));
  }
  [di](t) {
    let e = t.entry, i = this.zip;
    if (t.readdir && t.readdir.forEach((r) => {
      let n = t.path, o = n === "./" ? "" : n.replace(/\/*$/, "/");
      this[ci](o + r);
    }), !e) throw new Error("Cannot pipe without source");
    i ? e.on("data", (r) => {
      i.write(r);
    }) : e.on("data", (r) => {
      super[lr](r);
    });
  }
};
var Vn = (s3, t) => {
  let e = new kt(s3), i = new Wt(s3.file, { mode: s3.mode || 438 });
  e.pipe(i), fr(e, t);
};
var $n = (s3, t) => {
  let e = new wt(s3), i = new et(s3.file, { mode: s3.mode || 438 });
  e.pipe(i);
  let r = new Promise((n, o) => {
    i.on("error", o), i.on("close", n), e.on("error", o);
  });
  return dr(e, t).catch((n) => e.emit("error", n)), r;
};
var fr = (s3, t) => {
  t.forEach((e) => {
    e.charAt(0) === "@" ? Ct({ file: cr.resolve(s3.cwd, e.slice(1)), sync: true, noResume: true, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
  }), s3.end();
};
var dr = async (s3, t) => {
  for (let e of t) e.charAt(0) === "@" ? await Ct({ file: cr.resolve(String(s3.cwd), e.slice(1)), noResume: true, onReadEntry: (i) => {
    s3.add(i);
  } }) : s3.add(e);
  s3.end();
};
var Xn = (s3, t) => {
  let e = new kt(s3);
  return fr(e, t), e;
};
var qn = (s3, t) => {
  let e = new wt(s3);
  return dr(e, t).catch((i) => e.emit("error", i)), e;
};
var Qn = K(Vn, $n, Xn, qn, (s3, t) => {
  if (!t?.length) throw new TypeError("no paths specified to add to archive");
});
var Jn = process.env.__FAKE_PLATFORM__ || process.platform;
var Er = Jn === "win32";
var { O_CREAT: wr, O_NOFOLLOW: ur, O_TRUNC: Sr, O_WRONLY: yr } = pr.constants;
var Rr = Number(process.env.__FAKE_FS_O_FILENAME__) || pr.constants.UV_FS_O_FILEMAP || 0;
var jn = Er && !!Rr;
var to = 512 * 1024;
var eo = Rr | Sr | wr | yr;
var mr = !Er && typeof ur == "number" ? ur | Sr | wr | yr : null;
var ms = mr !== null ? () => mr : jn ? (s3) => s3 < to ? eo : "w" : () => "w";
var ps = (s3, t, e) => {
  try {
    return wi.lchownSync(s3, t, e);
  } catch (i) {
    if (i?.code !== "ENOENT") throw i;
  }
};
var Ei = (s3, t, e, i) => {
  wi.lchown(s3, t, e, (r) => {
    i(r && r?.code !== "ENOENT" ? r : null);
  });
};
var io = (s3, t, e, i, r) => {
  if (t.isDirectory()) Es(we.resolve(s3, t.name), e, i, (n) => {
    if (n) return r(n);
    let o = we.resolve(s3, t.name);
    Ei(o, e, i, r);
  });
  else {
    let n = we.resolve(s3, t.name);
    Ei(n, e, i, r);
  }
};
var Es = (s3, t, e, i) => {
  wi.readdir(s3, { withFileTypes: true }, (r, n) => {
    if (r) {
      if (r.code === "ENOENT") return i();
      if (r.code !== "ENOTDIR" && r.code !== "ENOTSUP") return i(r);
    }
    if (r || !n.length) return Ei(s3, t, e, i);
    let o = n.length, h = null, a = (l) => {
      if (!h) {
        if (l) return i(h = l);
        if (--o === 0) return Ei(s3, t, e, i);
      }
    };
    for (let l of n) io(s3, l, t, e, a);
  });
};
var so = (s3, t, e, i) => {
  t.isDirectory() && ws(we.resolve(s3, t.name), e, i), ps(we.resolve(s3, t.name), e, i);
};
var ws = (s3, t, e) => {
  let i;
  try {
    i = wi.readdirSync(s3, { withFileTypes: true });
  } catch (r) {
    let n = r;
    if (n?.code === "ENOENT") return;
    if (n?.code === "ENOTDIR" || n?.code === "ENOTSUP") return ps(s3, t, e);
    throw n;
  }
  for (let r of i) so(s3, r, t, e);
  return ps(s3, t, e);
};
var Se = class extends Error {
  path;
  code;
  syscall = "chdir";
  constructor(t, e) {
    super(`${e}: Cannot cd into '${t}'`), this.path = t, this.code = e;
  }
  get name() {
    return "CwdError";
  }
};
var St = class extends Error {
  path;
  symlink;
  syscall = "symlink";
  code = "TAR_SYMLINK_ERROR";
  constructor(t, e) {
    super("TAR_SYMLINK_ERROR: Cannot extract through symbolic link"), this.symlink = t, this.path = e;
  }
  get name() {
    return "SymlinkError";
  }
};
var no = (s3, t) => {
  k.stat(s3, (e, i) => {
    (e || !i.isDirectory()) && (e = new Se(s3, e?.code || "ENOTDIR")), t(e);
  });
};
var gr = (s3, t, e) => {
  s3 = f(s3);
  let i = t.umask ?? 18, r = t.mode | 448, n = (r & i) !== 0, o = t.uid, h = t.gid, a = typeof o == "number" && typeof h == "number" && (o !== t.processUid || h !== t.processGid), l = t.preserve, c = t.unlink, d = f(t.cwd), y = (E, x) => {
    E ? e(E) : x && a ? Es(x, o, h, (Le) => y(Le)) : n ? k.chmod(s3, r, e) : e();
  };
  if (s3 === d) return no(s3, y);
  if (l) return ro.mkdir(s3, { mode: r, recursive: true }).then((E) => y(null, E ?? void 0), y);
  let D = f(Si.relative(d, s3)).split("/");
  Ss(d, D, r, c, d, void 0, y);
};
var Ss = (s3, t, e, i, r, n, o) => {
  if (t.length === 0) return o(null, n);
  let h = t.shift(), a = f(Si.resolve(s3 + "/" + h));
  k.mkdir(a, e, br(a, t, e, i, r, n, o));
};
var br = (s3, t, e, i, r, n, o) => (h) => {
  h ? k.lstat(s3, (a, l) => {
    if (a) a.path = a.path && f(a.path), o(a);
    else if (l.isDirectory()) Ss(s3, t, e, i, r, n, o);
    else if (i) k.unlink(s3, (c) => {
      if (c) return o(c);
      k.mkdir(s3, e, br(s3, t, e, i, r, n, o));
    });
    else {
      if (l.isSymbolicLink()) return o(new St(s3, s3 + "/" + t.join("/")));
      o(h);
    }
  }) : (n = n || s3, Ss(s3, t, e, i, r, n, o));
};
var oo = (s3) => {
  let t = false, e;
  try {
    t = k.statSync(s3).isDirectory();
  } catch (i) {
    e = i?.code;
  } finally {
    if (!t) throw new Se(s3, e ?? "ENOTDIR");
  }
};
var _r = (s3, t) => {
  s3 = f(s3);
  let e = t.umask ?? 18, i = t.mode | 448, r = (i & e) !== 0, n = t.uid, o = t.gid, h = typeof n == "number" && typeof o == "number" && (n !== t.processUid || o !== t.processGid), a = t.preserve, l = t.unlink, c = f(t.cwd), d = (E) => {
    E && h && ws(E, n, o), r && k.chmodSync(s3, i);
  };
  if (s3 === c) return oo(c), d();
  if (a) return d(k.mkdirSync(s3, { mode: i, recursive: true }) ?? void 0);
  let T = f(Si.relative(c, s3)).split("/"), D;
  for (let E = T.shift(), x = c; E && (x += "/" + E); E = T.shift()) {
    x = f(Si.resolve(x));
    try {
      k.mkdirSync(x, i), D = D || x;
    } catch {
      let Le = k.lstatSync(x);
      if (Le.isDirectory()) continue;
      if (l) {
        k.unlinkSync(x), k.mkdirSync(x, i), D = D || x;
        continue;
      } else if (Le.isSymbolicLink()) return new St(x, x + "/" + T.join("/"));
    }
  }
  return d(D);
};
var ys = /* @__PURE__ */ Object.create(null);
var Or = 1e4;
var Vt = /* @__PURE__ */ new Set();
var Tr = (s3) => {
  Vt.has(s3) ? Vt.delete(s3) : ys[s3] = s3.normalize("NFD").toLocaleLowerCase("en").toLocaleUpperCase("en"), Vt.add(s3);
  let t = ys[s3], e = Vt.size - Or;
  if (e > Or / 10) {
    for (let i of Vt) if (Vt.delete(i), delete ys[i], --e <= 0) break;
  }
  return t;
};
var ho = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform;
var ao = ho === "win32";
var lo = (s3) => s3.split("/").slice(0, -1).reduce((e, i) => {
  let r = e.at(-1);
  return r !== void 0 && (i = xr(r, i)), e.push(i || "/"), e;
}, []);
var yi = class {
  #t = /* @__PURE__ */ new Map();
  #i = /* @__PURE__ */ new Map();
  #s = /* @__PURE__ */ new Set();
  reserve(t, e) {
    t = ao ? ["win32 parallelization disabled"] : t.map((r) => mt(xr(Tr(r))));
    let i = new Set(t.map((r) => lo(r)).reduce((r, n) => r.concat(n)));
    this.#i.set(e, { dirs: i, paths: t });
    for (let r of t) {
      let n = this.#t.get(r);
      n ? n.push(e) : this.#t.set(r, [e]);
    }
    for (let r of i) {
      let n = this.#t.get(r);
      if (!n) this.#t.set(r, [/* @__PURE__ */ new Set([e])]);
      else {
        let o = n.at(-1);
        o instanceof Set ? o.add(e) : n.push(/* @__PURE__ */ new Set([e]));
      }
    }
    return this.#r(e);
  }
  #n(t) {
    let e = this.#i.get(t);
    if (!e) throw new Error("function does not have any path reservations");
    return { paths: e.paths.map((i) => this.#t.get(i)), dirs: [...e.dirs].map((i) => this.#t.get(i)) };
  }
  check(t) {
    let { paths: e, dirs: i } = this.#n(t);
    return e.every((r) => r && r[0] === t) && i.every((r) => r && r[0] instanceof Set && r[0].has(t));
  }
  #r(t) {
    return this.#s.has(t) || !this.check(t) ? false : (this.#s.add(t), t(() => this.#e(t)), true);
  }
  #e(t) {
    if (!this.#s.has(t)) return false;
    let e = this.#i.get(t);
    if (!e) throw new Error("invalid reservation");
    let { paths: i, dirs: r } = e, n = /* @__PURE__ */ new Set();
    for (let o of i) {
      let h = this.#t.get(o);
      if (!h || h?.[0] !== t) continue;
      let a = h[1];
      if (!a) {
        this.#t.delete(o);
        continue;
      }
      if (h.shift(), typeof a == "function") n.add(a);
      else for (let l of a) n.add(l);
    }
    for (let o of r) {
      let h = this.#t.get(o), a = h?.[0];
      if (!(!h || !(a instanceof Set))) if (a.size === 1 && h.length === 1) {
        this.#t.delete(o);
        continue;
      } else if (a.size === 1) {
        h.shift();
        let l = h[0];
        typeof l == "function" && n.add(l);
      } else a.delete(t);
    }
    return this.#s.delete(t), n.forEach((o) => this.#r(o)), true;
  }
};
var Lr = () => process.umask();
var Dr = Symbol("onEntry");
var _s = Symbol("checkFs");
var Nr = Symbol("checkFs2");
var Os = Symbol("isReusable");
var P = Symbol("makeFs");
var Ts = Symbol("file");
var xs = Symbol("directory");
var gi = Symbol("link");
var Ar = Symbol("symlink");
var Ir = Symbol("hardlink");
var Re = Symbol("ensureNoSymlink");
var Cr = Symbol("unsupported");
var Fr = Symbol("checkPath");
var Rs = Symbol("stripAbsolutePath");
var yt = Symbol("mkdir");
var O = Symbol("onError");
var Ri = Symbol("pending");
var kr = Symbol("pend");
var $t = Symbol("unpend");
var gs = Symbol("ended");
var bs = Symbol("maybeClose");
var Ls = Symbol("skip");
var ge = Symbol("doChown");
var be = Symbol("uid");
var _e = Symbol("gid");
var Oe = Symbol("checkedCwd");
var fo = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform;
var Te = fo === "win32";
var uo = 1024;
var mo = (s3, t) => {
  if (!Te) return u.unlink(s3, t);
  let e = s3 + ".DELETE." + Mr(16).toString("hex");
  u.rename(s3, e, (i) => {
    if (i) return t(i);
    u.unlink(e, t);
  });
};
var po = (s3) => {
  if (!Te) return u.unlinkSync(s3);
  let t = s3 + ".DELETE." + Mr(16).toString("hex");
  u.renameSync(s3, t), u.unlinkSync(t);
};
var vr = (s3, t, e) => s3 !== void 0 && s3 === s3 >>> 0 ? s3 : t !== void 0 && t === t >>> 0 ? t : e;
var Xt = class extends rt {
  [gs] = false;
  [Oe] = false;
  [Ri] = 0;
  reservations = new yi();
  transform;
  writable = true;
  readable = false;
  uid;
  gid;
  setOwner;
  preserveOwner;
  processGid;
  processUid;
  maxDepth;
  forceChown;
  win32;
  newer;
  keep;
  noMtime;
  preservePaths;
  unlink;
  cwd;
  strip;
  processUmask;
  umask;
  dmode;
  fmode;
  chmod;
  constructor(t = {}) {
    if (t.ondone = () => {
      this[gs] = true, this[bs]();
    }, super(t), this.transform = t.transform, this.chmod = !!t.chmod, typeof t.uid == "number" || typeof t.gid == "number") {
      if (typeof t.uid != "number" || typeof t.gid != "number") throw new TypeError("cannot set owner without number uid and gid");
      if (t.preserveOwner) throw new TypeError("cannot preserve owner in archive and also set owner explicitly");
      this.uid = t.uid, this.gid = t.gid, this.setOwner = true;
    } else this.uid = void 0, this.gid = void 0, this.setOwner = false;
    this.preserveOwner = t.preserveOwner === void 0 && typeof t.uid != "number" ? process.getuid?.() === 0 : !!t.preserveOwner, this.processUid = (this.preserveOwner || this.setOwner) && process.getuid ? process.getuid() : void 0, this.processGid = (this.preserveOwner || this.setOwner) && process.getgid ? process.getgid() : void 0, this.maxDepth = typeof t.maxDepth == "number" ? t.maxDepth : uo, this.forceChown = t.forceChown === true, this.win32 = !!t.win32 || Te, this.newer = !!t.newer, this.keep = !!t.keep, this.noMtime = !!t.noMtime, this.preservePaths = !!t.preservePaths, this.unlink = !!t.unlink, this.cwd = f(R.resolve(t.cwd || process.cwd())), this.strip = Number(t.strip) || 0, this.processUmask = this.chmod ? typeof t.processUmask == "number" ? t.processUmask : Lr() : 0, this.umask = typeof t.umask == "number" ? t.umask : this.processUmask, this.dmode = t.dmode || 511 & ~this.umask, this.fmode = t.fmode || 438 & ~this.umask, this.on("entry", (e) => this[Dr](e));
  }
  warn(t, e, i = {}) {
    return (t === "TAR_BAD_ARCHIVE" || t === "TAR_ABORT") && (i.recoverable = false), super.warn(t, e, i);
  }
  [bs]() {
    this[gs] && this[Ri] === 0 && (this.emit("prefinish"), this.emit("finish"), this.emit("end"));
  }
  [Rs](t, e) {
    let i = t[e], { type: r } = t;
    if (!i || this.preservePaths) return true;
    let [n, o] = ce(i), h = o.replaceAll(/\\/g, "/").split("/");
    if (h.includes("..") || Te && /^[a-z]:\.\.$/i.test(h[0] ?? "")) {
      if (e === "path" || r === "Link") return this.warn("TAR_ENTRY_ERROR", `${e} contains '..'`, { entry: t, [e]: i }), false;
      let a = R.posix.dirname(t.path), l = R.posix.normalize(R.posix.join(a, h.join("/")));
      if (l.startsWith("../") || l === "..") return this.warn("TAR_ENTRY_ERROR", `${e} escapes extraction directory`, { entry: t, [e]: i }), false;
    }
    return n && (t[e] = String(o), this.warn("TAR_ENTRY_INFO", `stripping ${n} from absolute ${e}`, { entry: t, [e]: i })), true;
  }
  [Fr](t) {
    let e = f(t.path), i = e.split("/");
    if (this.strip) {
      if (i.length < this.strip) return false;
      if (t.type === "Link") {
        let r = f(String(t.linkpath)).split("/");
        if (r.length >= this.strip) t.linkpath = r.slice(this.strip).join("/");
        else return false;
      }
      i.splice(0, this.strip), t.path = i.join("/");
    }
    if (isFinite(this.maxDepth) && i.length > this.maxDepth) return this.warn("TAR_ENTRY_ERROR", "path excessively deep", { entry: t, path: e, depth: i.length, maxDepth: this.maxDepth }), false;
    if (!this[Rs](t, "path") || !this[Rs](t, "linkpath")) return false;
    if (t.absolute = R.isAbsolute(t.path) ? f(R.resolve(t.path)) : f(R.resolve(this.cwd, t.path)), !this.preservePaths && typeof t.absolute == "string" && t.absolute.indexOf(this.cwd + "/") !== 0 && t.absolute !== this.cwd) return this.warn("TAR_ENTRY_ERROR", "path escaped extraction target", { entry: t, path: f(t.path), resolvedPath: t.absolute, cwd: this.cwd }), false;
    if (t.absolute === this.cwd && t.type !== "Directory" && t.type !== "GNUDumpDir") return false;
    if (this.win32) {
      let { root: r } = R.win32.parse(String(t.absolute));
      t.absolute = r + ts(String(t.absolute).slice(r.length));
      let { root: n } = R.win32.parse(t.path);
      t.path = n + ts(t.path.slice(n.length));
    }
    return true;
  }
  [Dr](t) {
    if (!this[Fr](t)) return t.resume();
    switch (co.equal(typeof t.absolute, "string"), t.type) {
      case "Directory":
      case "GNUDumpDir":
        t.mode && (t.mode = t.mode | 448);
      case "File":
      case "OldFile":
      case "ContiguousFile":
      case "Link":
      case "SymbolicLink":
        return this[_s](t);
      default:
        return this[Cr](t);
    }
  }
  [O](t, e) {
    t.name === "CwdError" ? this.emit("error", t) : (this.warn("TAR_ENTRY_ERROR", t, { entry: e }), this[$t](), e.resume());
  }
  [yt](t, e, i) {
    gr(f(t), { uid: this.uid, gid: this.gid, processUid: this.processUid, processGid: this.processGid, umask: this.processUmask, preserve: this.preservePaths, unlink: this.unlink, cwd: this.cwd, mode: e }, i);
  }
  [ge](t) {
    return this.forceChown || this.preserveOwner && (typeof t.uid == "number" && t.uid !== this.processUid || typeof t.gid == "number" && t.gid !== this.processGid) || typeof this.uid == "number" && this.uid !== this.processUid || typeof this.gid == "number" && this.gid !== this.processGid;
  }
  [be](t) {
    return vr(this.uid, t.uid, this.processUid);
  }
  [_e](t) {
    return vr(this.gid, t.gid, this.processGid);
  }
  [Ts](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.fmode, r = new et(String(t.absolute), { flags: ms(t.size), mode: i, autoClose: false });
    r.on("error", (a) => {
      r.fd && u.close(r.fd, () => {
      }), r.write = () => true, this[O](a, t), e();
    });
    let n = 1, o = (a) => {
      if (a) {
        r.fd && u.close(r.fd, () => {
        }), this[O](a, t), e();
        return;
      }
      --n === 0 && r.fd !== void 0 && u.close(r.fd, (l) => {
        l ? this[O](l, t) : this[$t](), e();
      });
    };
    r.on("finish", () => {
      let a = String(t.absolute), l = r.fd;
      if (typeof l == "number" && t.mtime && !this.noMtime) {
        n++;
        let c = t.atime || /* @__PURE__ */ new Date(), d = t.mtime;
        u.futimes(l, c, d, (y) => y ? u.utimes(a, c, d, (T) => o(T && y)) : o());
      }
      if (typeof l == "number" && this[ge](t)) {
        n++;
        let c = this[be](t), d = this[_e](t);
        typeof c == "number" && typeof d == "number" && u.fchown(l, c, d, (y) => y ? u.chown(a, c, d, (T) => o(T && y)) : o());
      }
      o();
    });
    let h = this.transform && this.transform(t) || t;
    h !== t && (h.on("error", (a) => {
      this[O](a, t), e();
    }), t.pipe(h)), h.pipe(r);
  }
  [xs](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.dmode;
    this[yt](String(t.absolute), i, (r) => {
      if (r) {
        this[O](r, t), e();
        return;
      }
      let n = 1, o = () => {
        --n === 0 && (e(), this[$t](), t.resume());
      };
      t.mtime && !this.noMtime && (n++, u.utimes(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime, o)), this[ge](t) && (n++, u.chown(String(t.absolute), Number(this[be](t)), Number(this[_e](t)), o)), o();
    });
  }
  [Cr](t) {
    t.unsupported = true, this.warn("TAR_ENTRY_UNSUPPORTED", `unsupported entry type: ${t.type}`, { entry: t }), t.resume();
  }
  [Ar](t, e) {
    let i = f(R.relative(this.cwd, R.resolve(R.dirname(String(t.absolute)), String(t.linkpath)))).split("/");
    this[Re](t, this.cwd, i, () => this[gi](t, String(t.linkpath), "symlink", e), (r) => {
      this[O](r, t), e();
    });
  }
  [Ir](t, e) {
    let i = f(R.resolve(this.cwd, String(t.linkpath))), r = f(String(t.linkpath)).split("/");
    this[Re](t, this.cwd, r, () => this[gi](t, i, "link", e), (n) => {
      this[O](n, t), e();
    });
  }
  [Re](t, e, i, r, n) {
    let o = i.shift();
    if (this.preservePaths || o === void 0) return r();
    let h = R.resolve(e, o);
    u.lstat(h, (a, l) => {
      if (a) return r();
      if (l?.isSymbolicLink()) return n(new St(h, R.resolve(h, i.join("/"))));
      this[Re](t, h, i, r, n);
    });
  }
  [kr]() {
    this[Ri]++;
  }
  [$t]() {
    this[Ri]--, this[bs]();
  }
  [Ls](t) {
    this[$t](), t.resume();
  }
  [Os](t, e) {
    return t.type === "File" && !this.unlink && e.isFile() && e.nlink <= 1 && !Te;
  }
  [_s](t) {
    this[kr]();
    let e = [t.path];
    t.linkpath && e.push(t.linkpath), this.reservations.reserve(e, (i) => this[Nr](t, i));
  }
  [Nr](t, e) {
    let i = (h) => {
      e(h);
    }, r = () => {
      this[yt](this.cwd, this.dmode, (h) => {
        if (h) {
          this[O](h, t), i();
          return;
        }
        this[Oe] = true, n();
      });
    }, n = () => {
      if (t.absolute !== this.cwd) {
        let h = f(R.dirname(String(t.absolute)));
        if (h !== this.cwd) return this[yt](h, this.dmode, (a) => {
          if (a) {
            this[O](a, t), i();
            return;
          }
          o();
        });
      }
      o();
    }, o = () => {
      u.lstat(String(t.absolute), (h, a) => {
        if (a && (this.keep || this.newer && a.mtime > (t.mtime ?? a.mtime))) {
          this[Ls](t), i();
          return;
        }
        if (h || this[Os](t, a)) return this[P](null, t, i);
        if (a.isDirectory()) {
          if (t.type === "Directory") {
            let l = this.chmod && t.mode && (a.mode & 4095) !== t.mode, c = (d) => this[P](d ?? null, t, i);
            return l ? u.chmod(String(t.absolute), Number(t.mode), c) : c();
          }
          if (t.absolute !== this.cwd) return u.rmdir(String(t.absolute), (l) => this[P](l ?? null, t, i));
        }
        if (t.absolute === this.cwd) return this[P](null, t, i);
        mo(String(t.absolute), (l) => this[P](l ?? null, t, i));
      });
    };
    this[Oe] ? n() : r();
  }
  [P](t, e, i) {
    if (t) {
      this[O](t, e), i();
      return;
    }
    switch (e.type) {
      case "File":
      case "OldFile":
      case "ContiguousFile":
        return this[Ts](e, i);
      case "Link":
        return this[Ir](e, i);
      case "SymbolicLink":
        return this[Ar](e, i);
      case "Directory":
      case "GNUDumpDir":
        return this[xs](e, i);
    }
  }
  [gi](t, e, i, r) {
    u[i](e, String(t.absolute), (n) => {
      n ? this[O](n, t) : (this[$t](), t.resume()), r();
    });
  }
};
var ye = (s3) => {
  try {
    return [null, s3()];
  } catch (t) {
    return [t, null];
  }
};
var xe = class extends Xt {
  sync = true;
  [P](t, e) {
    return super[P](t, e, () => {
    });
  }
  [_s](t) {
    if (!this[Oe]) {
      let n = this[yt](this.cwd, this.dmode);
      if (n) return this[O](n, t);
      this[Oe] = true;
    }
    if (t.absolute !== this.cwd) {
      let n = f(R.dirname(String(t.absolute)));
      if (n !== this.cwd) {
        let o = this[yt](n, this.dmode);
        if (o) return this[O](o, t);
      }
    }
    let [e, i] = ye(() => u.lstatSync(String(t.absolute)));
    if (i && (this.keep || this.newer && i.mtime > (t.mtime ?? i.mtime))) return this[Ls](t);
    if (e || this[Os](t, i)) return this[P](null, t);
    if (i.isDirectory()) {
      if (t.type === "Directory") {
        let o = this.chmod && t.mode && (i.mode & 4095) !== t.mode, [h] = o ? ye(() => {
          u.chmodSync(String(t.absolute), Number(t.mode));
        }) : [];
        return this[P](h, t);
      }
      let [n] = ye(() => u.rmdirSync(String(t.absolute)));
      this[P](n, t);
    }
    let [r] = t.absolute === this.cwd ? [] : ye(() => po(String(t.absolute)));
    this[P](r, t);
  }
  [Ts](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.fmode, r = (h) => {
      let a;
      try {
        u.closeSync(n);
      } catch (l) {
        a = l;
      }
      (h || a) && this[O](h || a, t), e();
    }, n;
    try {
      n = u.openSync(String(t.absolute), ms(t.size), i);
    } catch (h) {
      return r(h);
    }
    let o = this.transform && this.transform(t) || t;
    o !== t && (o.on("error", (h) => this[O](h, t)), t.pipe(o)), o.on("data", (h) => {
      try {
        u.writeSync(n, h, 0, h.length);
      } catch (a) {
        r(a);
      }
    }), o.on("end", () => {
      let h = null;
      if (t.mtime && !this.noMtime) {
        let a = t.atime || /* @__PURE__ */ new Date(), l = t.mtime;
        try {
          u.futimesSync(n, a, l);
        } catch (c) {
          try {
            u.utimesSync(String(t.absolute), a, l);
          } catch {
            h = c;
          }
        }
      }
      if (this[ge](t)) {
        let a = this[be](t), l = this[_e](t);
        try {
          u.fchownSync(n, Number(a), Number(l));
        } catch (c) {
          try {
            u.chownSync(String(t.absolute), Number(a), Number(l));
          } catch {
            h = h || c;
          }
        }
      }
      r(h);
    });
  }
  [xs](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.dmode, r = this[yt](String(t.absolute), i);
    if (r) {
      this[O](r, t), e();
      return;
    }
    if (t.mtime && !this.noMtime) try {
      u.utimesSync(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime);
    } catch {
    }
    if (this[ge](t)) try {
      u.chownSync(String(t.absolute), Number(this[be](t)), Number(this[_e](t)));
    } catch {
    }
    e(), t.resume();
  }
  [yt](t, e) {
    try {
      return _r(f(t), { uid: this.uid, gid: this.gid, processUid: this.processUid, processGid: this.processGid, umask: this.processUmask, preserve: this.preservePaths, unlink: this.unlink, cwd: this.cwd, mode: e });
    } catch (i) {
      return i;
    }
  }
  [Re](t, e, i, r, n) {
    if (this.preservePaths || i.length === 0) return r();
    let o = e;
    for (let h of i) {
      o = R.resolve(o, h);
      let [a, l] = ye(() => u.lstatSync(o));
      if (a) return r();
      if (l.isSymbolicLink()) return n(new St(o, R.resolve(e, i.join("/"))));
    }
    r();
  }
  [gi](t, e, i, r) {
    let n = `${i}Sync`;
    try {
      u[n](e, String(t.absolute)), r(), t.resume();
    } catch (o) {
      return this[O](o, t);
    }
  }
};
var Eo = (s3) => {
  let t = new xe(s3), e = s3.file, i = Br.statSync(e), r = s3.maxReadSize || 16 * 1024 * 1024;
  new Be(e, { readSize: r, size: i.size }).pipe(t);
};
var wo = (s3, t) => {
  let e = new Xt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
  return new Promise((o, h) => {
    e.on("error", h), e.on("close", o), Br.stat(r, (a, l) => {
      if (a) h(a);
      else {
        let c = new _t(r, { readSize: i, size: l.size });
        c.on("error", h), c.pipe(e);
      }
    });
  });
};
var So = K(Eo, wo, (s3) => new xe(s3), (s3) => new Xt(s3), (s3, t) => {
  t?.length && Qi(s3, t);
});
var yo = (s3, t) => {
  let e = new kt(s3), i = true, r, n;
  try {
    try {
      r = v.openSync(s3.file, "r+");
    } catch (a) {
      if (a?.code === "ENOENT") r = v.openSync(s3.file, "w+");
      else throw a;
    }
    let o = v.fstatSync(r), h = Buffer.alloc(512);
    t: for (n = 0; n < o.size; n += 512) {
      for (let c = 0, d = 0; c < 512; c += d) {
        if (d = v.readSync(r, h, c, h.length - c, n + c), n === 0 && h[0] === 31 && h[1] === 139) throw new Error("cannot append to compressed archives");
        if (!d) break t;
      }
      let a = new F(h);
      if (!a.cksumValid) break;
      let l = 512 * Math.ceil((a.size || 0) / 512);
      if (n + l + 512 > o.size) break;
      n += l, s3.mtimeCache && a.mtime && s3.mtimeCache.set(String(a.path), a.mtime);
    }
    i = false, Ro(s3, e, n, r, t);
  } finally {
    if (i) try {
      v.closeSync(r);
    } catch {
    }
  }
};
var Ro = (s3, t, e, i, r) => {
  let n = new Wt(s3.file, { fd: i, start: e });
  t.pipe(n), bo(t, r);
};
var go = (s3, t) => {
  t = Array.from(t);
  let e = new wt(s3), i = (n, o, h) => {
    let a = (T, D) => {
      T ? v.close(n, (E) => h(T)) : h(null, D);
    }, l = 0;
    if (o === 0) return a(null, 0);
    let c = 0, d = Buffer.alloc(512), y = (T, D) => {
      if (T || D === void 0) return a(T);
      if (c += D, c < 512 && D) return v.read(n, d, c, d.length - c, l + c, y);
      if (l === 0 && d[0] === 31 && d[1] === 139) return a(new Error("cannot append to compressed archives"));
      if (c < 512) return a(null, l);
      let E = new F(d);
      if (!E.cksumValid) return a(null, l);
      let x = 512 * Math.ceil((E.size ?? 0) / 512);
      if (l + x + 512 > o || (l += x + 512, l >= o)) return a(null, l);
      s3.mtimeCache && E.mtime && s3.mtimeCache.set(String(E.path), E.mtime), c = 0, v.read(n, d, 0, 512, l, y);
    };
    v.read(n, d, 0, 512, l, y);
  };
  return new Promise((n, o) => {
    e.on("error", o);
    let h = "r+", a = (l, c) => {
      if (l && l.code === "ENOENT" && h === "r+") return h = "w+", v.open(s3.file, h, a);
      if (l || !c) return o(l);
      v.fstat(c, (d, y) => {
        if (d) return v.close(c, () => o(d));
        i(c, y.size, (T, D) => {
          if (T) return o(T);
          let E = new et(s3.file, { fd: c, start: D });
          e.pipe(E), E.on("error", o), E.on("close", n), _o(e, t);
        });
      });
    };
    v.open(s3.file, h, a);
  });
};
var bo = (s3, t) => {
  t.forEach((e) => {
    e.charAt(0) === "@" ? Ct({ file: Pr.resolve(s3.cwd, e.slice(1)), sync: true, noResume: true, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
  }), s3.end();
};
var _o = async (s3, t) => {
  for (let e of t) e.charAt(0) === "@" ? await Ct({ file: Pr.resolve(String(s3.cwd), e.slice(1)), noResume: true, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
  s3.end();
};
var vt = K(yo, go, () => {
  throw new TypeError("file is required");
}, () => {
  throw new TypeError("file is required");
}, (s3, t) => {
  if (!Bs(s3)) throw new TypeError("file is required");
  if (s3.gzip || s3.brotli || s3.zstd || s3.file.endsWith(".br") || s3.file.endsWith(".tbr")) throw new TypeError("cannot append to compressed archives");
  if (!t?.length) throw new TypeError("no paths specified to add/replace");
});
var Oo = K(vt.syncFile, vt.asyncFile, vt.syncNoFile, vt.asyncNoFile, (s3, t = []) => {
  vt.validate?.(s3, t), To(s3);
});
var To = (s3) => {
  let t = s3.filter;
  s3.mtimeCache || (s3.mtimeCache = /* @__PURE__ */ new Map()), s3.filter = t ? (e, i) => t(e, i) && !((s3.mtimeCache?.get(e) ?? i.mtime ?? 0) > (i.mtime ?? 0)) : (e, i) => !((s3.mtimeCache?.get(e) ?? i.mtime ?? 0) > (i.mtime ?? 0));
};

// src/binaries/releases.ts
var DEFAULT_MIRROR = "https://nodejs.org/dist";
var DEFAULT_REGISTRY = "https://registry.npmjs.org";
var BINARY_SOURCES = ["auto", "dist", "npm"];
function normalizeReleaseVersion(text) {
  const t = text.trim().toLowerCase();
  if (t === "latest" || t === "current" || t === "node") return "latest";
  if (t === "lts" || t === "lts/*") return "lts";
  const codename = /^lts\/([a-z]+)$/.exec(t);
  if (codename) return `lts/${codename[1]}`;
  const m2 = /^v?(0|[1-9]\d*)(?:\.(0|[1-9]\d*)(?:\.(0|[1-9]\d*))?)?$/.exec(t);
  if (!m2) return void 0;
  return [m2[1], m2[2], m2[3]].filter((part) => part !== void 0).join(".");
}
function isExactVersion(version) {
  return /^\d+\.\d+\.\d+$/.test(version);
}
function parseTriple(version) {
  const m2 = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return m2 ? [Number(m2[1]), Number(m2[2]), Number(m2[3])] : void 0;
}
function compareTriples(a, b2) {
  return a[0] - b2[0] || a[1] - b2[1] || a[2] - b2[2];
}
function matchesPartial(triple, partial) {
  const parts = partial.split(".").map(Number);
  return parts.every((part, i) => triple[i] === part);
}
function newest(items, triple) {
  let best;
  for (const item of items) {
    if (best === void 0 || compareTriples(triple(item), triple(best)) > 0) best = item;
  }
  return best;
}
function platformNames(platform, arch) {
  const os2 = platform === "linux" ? "linux" : platform === "darwin" ? "darwin" : void 0;
  const supportedArch = os2 === "linux" ? ["x64", "arm64", "ppc64le", "s390x"].includes(arch) : os2 === "darwin" ? ["x64", "arm64"].includes(arch) : false;
  if (os2 === void 0 || !supportedArch) {
    throw new BinaryError(
      `downloading Node.js releases is supported on linux (x64, arm64, ppc64le, s390x) and macOS (x64, arm64), not on ${platform}-${arch}; pass a path to a node binary instead`
    );
  }
  const id = `${os2}-${arch}`;
  return {
    id,
    indexKey: os2 === "darwin" ? `osx-${arch}-tar` : id,
    distBase: (version) => `node-v${version}-${id}`,
    npmPackage: `node-${id}`
  };
}
function parseBinarySource(text, where = "--binary-source") {
  const t = text.trim().toLowerCase();
  if (BINARY_SOURCES.includes(t)) return t;
  throw new BinaryError(`${where} ${JSON.stringify(text)}: expected one of ${BINARY_SOURCES.join(", ")}`);
}
function baseUrl(value, what) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new BinaryError(`${what} ${JSON.stringify(value)} is not a URL (expected http:// or https://)`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new BinaryError(`${what} ${JSON.stringify(value)} must be an http:// or https:// URL`);
  }
  return value.replace(/\/+$/, "");
}
function nonEmpty(value) {
  return value === void 0 || value.trim() === "" ? void 0 : value.trim();
}
function makeContext(options) {
  const env = options.env;
  const mirror = options.mirror !== void 0 ? baseUrl(options.mirror, "mirror") : nonEmpty(env.NODE_BENCH_MIRROR) !== void 0 ? baseUrl(nonEmpty(env.NODE_BENCH_MIRROR), "NODE_BENCH_MIRROR") : DEFAULT_MIRROR;
  const envRegistry = nonEmpty(env.npm_config_registry) ?? nonEmpty(env.NPM_CONFIG_REGISTRY);
  const registry = options.registry !== void 0 ? baseUrl(options.registry, "registry") : envRegistry !== void 0 ? baseUrl(envRegistry, "npm_config_registry") : DEFAULT_REGISTRY;
  const timeoutMs = options.timeoutMs ?? 3e4;
  if (!(timeoutMs > 0)) throw new BinaryError(`timeoutMs must be a positive number, got ${timeoutMs}`);
  return {
    source: options.binarySource ?? "auto",
    mirror,
    registry,
    cacheDir: options.cacheDir ?? defaultCacheDir(env),
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    timeoutMs,
    names: platformNames(options.platform ?? process.platform, options.arch ?? process.arch),
    log: options.log ?? (() => {
    })
  };
}
function describeFetchFailure(error) {
  const err = error;
  const cause = err.cause;
  if (cause && typeof cause === "object" && (cause.code || cause.message)) {
    return [cause.code, cause.message].filter(Boolean).join(" ");
  }
  return err.message ?? String(error);
}
var Timeout = class extends Error {
};
var Watchdog = class {
  constructor(timeoutMs) {
    this.timeoutMs = timeoutMs;
    this.poke();
  }
  controller = new AbortController();
  timer;
  poke() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.controller.abort(new Timeout()), this.timeoutMs);
  }
  stop() {
    clearTimeout(this.timer);
  }
  get timedOut() {
    return this.controller.signal.aborted;
  }
};
async function request(ctx, url, what, watchdog, accept) {
  let response;
  try {
    response = await ctx.fetch(url, {
      signal: watchdog.controller.signal,
      redirect: "follow",
      headers: accept ? { accept } : {}
    });
  } catch (error) {
    watchdog.stop();
    const why = watchdog.timedOut ? `no answer within ${ctx.timeoutMs / 1e3} s` : describeFetchFailure(error);
    throw new DownloadError(`${what}: cannot reach ${url}: ${why}`, url, void 0, true, { cause: error });
  }
  if (!response.ok) {
    watchdog.stop();
    await response.body?.cancel().catch(() => {
    });
    const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
    if (response.status === 404) {
      throw new ReleaseNotFoundError(`${what}: ${url} answered ${status}`);
    }
    throw new DownloadError(`${what}: ${url} answered ${status}`, url, response.status, response.status >= 500);
  }
  return response;
}
function bodyFailure(ctx, url, what, watchdog, error) {
  const why = watchdog.timedOut ? `stalled for ${ctx.timeoutMs / 1e3} s` : describeFetchFailure(error);
  return new DownloadError(`${what}: download from ${url} broke off: ${why}`, url, void 0, true, { cause: error });
}
async function fetchText(ctx, url, what, accept) {
  const watchdog = new Watchdog(ctx.timeoutMs);
  try {
    const response = await request(ctx, url, what, watchdog, accept);
    try {
      return await response.text();
    } catch (error) {
      throw bodyFailure(ctx, url, what, watchdog, error);
    }
  } finally {
    watchdog.stop();
  }
}
async function fetchJson(ctx, url, what, accept) {
  const text = await fetchText(ctx, url, what, accept);
  try {
    return JSON.parse(text);
  } catch {
    throw new DownloadError(
      `${what}: ${url} did not answer with JSON (got ${JSON.stringify(text.slice(0, 80))})`,
      url,
      200,
      false
    );
  }
}
async function download(ctx, url, file, hash, what) {
  const watchdog = new Watchdog(ctx.timeoutMs);
  try {
    const response = await request(ctx, url, what, watchdog);
    if (response.body === null) throw new DownloadError(`${what}: ${url} sent no body`, url, response.status, false);
    const tap = new Transform({
      transform(chunk, _encoding, callback) {
        watchdog.poke();
        hash.update(chunk);
        callback(null, chunk);
      }
    });
    try {
      await pipeline(response.body, tap, createWriteStream(file));
    } catch (error) {
      throw bodyFailure(ctx, url, what, watchdog, error);
    }
  } finally {
    watchdog.stop();
  }
}
async function distIndex(ctx) {
  const url = `${ctx.mirror}/index.json`;
  const data = await fetchJson(ctx, url, "reading the list of Node.js releases");
  if (!Array.isArray(data)) {
    throw new DownloadError(`reading the list of Node.js releases: ${url} is not a JSON array`, url, 200, false);
  }
  const entries = [];
  for (const item of data) {
    if (item === null || typeof item !== "object") continue;
    const { version, lts, files } = item;
    if (typeof version !== "string") continue;
    const triple = parseTriple(version);
    if (!triple) continue;
    entries.push({
      version: version.replace(/^v/, ""),
      lts: typeof lts === "string" && lts !== "" ? lts : false,
      files: Array.isArray(files) ? files.filter((f2) => typeof f2 === "string") : [],
      triple
    });
  }
  return entries;
}
async function resolveViaDist(ctx, wanted) {
  const entries = (await distIndex(ctx)).filter((e) => e.files.includes(ctx.names.indexKey));
  let pick;
  if (wanted === "latest") pick = newest(entries, (e) => e.triple);
  else if (wanted === "lts")
    pick = newest(
      entries.filter((e) => e.lts !== false),
      (e) => e.triple
    );
  else if (wanted.startsWith("lts/")) {
    const codename = wanted.slice(4);
    pick = newest(
      entries.filter((e) => e.lts !== false && e.lts.toLowerCase() === codename),
      (e) => e.triple
    );
  } else
    pick = newest(
      entries.filter((e) => matchesPartial(e.triple, wanted)),
      (e) => e.triple
    );
  if (!pick) {
    throw new ReleaseNotFoundError(
      `no Node.js release matching ${JSON.stringify(wanted)} for ${ctx.names.id} in ${ctx.mirror}/index.json`
    );
  }
  return pick.version;
}
async function resolveViaNpm(ctx, wanted) {
  const url = `${ctx.registry}/${ctx.names.npmPackage}`;
  const data = await fetchJson(
    ctx,
    url,
    `reading the versions of ${ctx.names.npmPackage}`,
    "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8"
  );
  const tags = data["dist-tags"] ?? {};
  if (wanted === "lts" || wanted.startsWith("lts/")) {
    const tag = tags[wanted];
    if (typeof tag === "string" && parseTriple(tag)) return tag.replace(/^v/, "");
    throw new ReleaseNotFoundError(
      `${JSON.stringify(wanted)} cannot be resolved through the npm registry: ${ctx.names.npmPackage} does not record which releases are LTS (only the Node.js dist index.json does). Give a version number instead, e.g. 20 or 20.0.0`
    );
  }
  const versions = data.versions && typeof data.versions === "object" ? Object.keys(data.versions).flatMap((v2) => {
    const triple = parseTriple(v2);
    return triple ? [{ version: v2, triple }] : [];
  }) : [];
  const candidates = wanted === "latest" ? versions : versions.filter((v2) => matchesPartial(v2.triple, wanted));
  const pick = newest(candidates, (v2) => v2.triple);
  if (!pick) {
    throw new ReleaseNotFoundError(
      `no version of ${ctx.names.npmPackage} matching ${JSON.stringify(wanted)} on ${url}`
    );
  }
  return pick.version;
}
function releaseDir(ctx, version) {
  return join6(ctx.cacheDir, "releases", `v${version}`);
}
async function sha256File2(path8) {
  const hash = createHash2("sha256");
  await pipeline(createReadStream2(path8), hash);
  return hash.digest("hex");
}
function corrupt(dir, what) {
  return new CacheCorruptError(
    `the cached release in ${dir} ${what}; it may have been modified or damaged. Delete ${dir} and run again to download it afresh`,
    dir
  );
}
async function readCached(ctx, version) {
  const dir = releaseDir(ctx, version);
  try {
    await stat5(dir);
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw error;
  }
  let meta;
  try {
    meta = JSON.parse(await readFile5(join6(dir, "meta.json"), "utf8"));
  } catch (error) {
    throw corrupt(dir, `has no readable meta.json (${error.message})`);
  }
  if (typeof meta?.sha256 !== "string" || meta.version !== version)
    throw corrupt(dir, "has a meta.json for a different version or without a sha256");
  const path8 = join6(dir, "node");
  let actual;
  try {
    actual = await sha256File2(path8);
  } catch (error) {
    throw corrupt(dir, `has no readable node binary (${error.message})`);
  }
  if (actual !== meta.sha256) {
    throw corrupt(
      dir,
      `holds a node binary whose sha256 ${actual} is not the ${meta.sha256} recorded when it was downloaded from ${meta.url}`
    );
  }
  return { path: path8, version: `v${version}`, source: "cache", url: meta.url };
}
async function removeStaleWork(tmpRoot) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1e3;
  for (const name of await readdir3(tmpRoot).catch(() => [])) {
    const path8 = join6(tmpRoot, name);
    const info = await stat5(path8).catch(() => void 0);
    if (info !== void 0 && info.mtimeMs < dayAgo) await rm4(path8, { recursive: true, force: true }).catch(() => {
    });
  }
}
async function installRelease(ctx, version, source, fetchInto) {
  const tmpRoot = join6(ctx.cacheDir, "tmp");
  await mkdir5(tmpRoot, { recursive: true });
  await mkdir5(join6(ctx.cacheDir, "releases"), { recursive: true });
  await removeStaleWork(tmpRoot);
  const work = await mkdtemp2(join6(tmpRoot, `v${version}-`));
  try {
    const staging = join6(work, "release");
    await mkdir5(staging);
    const binary = join6(staging, "node");
    const url = await fetchInto(work, binary);
    await chmod2(binary, 493);
    const printed = await readNodeVersion(binary);
    if (printed !== `v${version}`) {
      throw new BinaryError(`the binary downloaded from ${url} says it is ${printed}, not v${version}`);
    }
    const meta = {
      version,
      source,
      url,
      sha256: await sha256File2(binary),
      platform: ctx.names.id,
      downloadedAt: (/* @__PURE__ */ new Date()).toISOString()
    };
    await writeFile4(join6(staging, "meta.json"), `${JSON.stringify(meta, null, 2)}
`);
    const dir = releaseDir(ctx, version);
    try {
      await rename3(staging, dir);
    } catch (error) {
      const code = error.code;
      if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
      const theirs = await readCached(ctx, version);
      if (theirs) return theirs;
      throw error;
    }
    return { path: join6(dir, "node"), version: `v${version}`, source, url };
  } finally {
    await rm4(work, { recursive: true, force: true });
  }
}
async function extractMember(archive, member, work, binary, url) {
  const out = join6(work, "unpack");
  await mkdir5(out);
  try {
    await So({ file: archive, cwd: out, strict: true, filter: (path8) => path8.replace(/^\.\//, "") === member });
  } catch (error) {
    throw new BinaryError(`unpacking ${url} failed: ${error.message}`, { cause: error });
  }
  try {
    await rename3(join6(out, member), binary);
  } catch {
    throw new BinaryError(`${url} does not contain ${member}`);
  }
}
async function installFromDist(ctx, version) {
  const base = ctx.names.distBase(version);
  const file = `${base}.tar.gz`;
  const sumsUrl = `${ctx.mirror}/v${version}/SHASUMS256.txt`;
  const tarUrl = `${ctx.mirror}/v${version}/${file}`;
  return installRelease(ctx, version, "dist", async (work, binary) => {
    const sums = await fetchText(ctx, sumsUrl, `reading the checksums of Node.js v${version}`);
    let expected;
    for (const line of sums.split("\n")) {
      const m2 = /^([0-9a-f]{64})\s+\*?(\S+)\s*$/i.exec(line.trim());
      if (m2 && m2[2] === file) expected = m2[1].toLowerCase();
    }
    if (expected === void 0) {
      throw new ReleaseNotFoundError(
        `${sumsUrl} lists no ${file}: Node.js v${version} has no ${ctx.names.id} build there`
      );
    }
    ctx.log(`downloading ${tarUrl}`);
    const archive = join6(work, file);
    const hash = createHash2("sha256");
    await download(ctx, tarUrl, archive, hash, `downloading Node.js v${version}`);
    const actual = hash.digest("hex");
    if (actual !== expected) {
      throw new IntegrityError(
        `checksum mismatch for ${tarUrl}: its sha256 is ${actual} but ${sumsUrl} says ${expected}; refusing to use it`,
        tarUrl,
        expected,
        actual
      );
    }
    await extractMember(archive, `${base}/bin/node`, work, binary, tarUrl);
    return tarUrl;
  });
}
function strongestIntegrity(integrity) {
  const rank = ["sha512", "sha384", "sha256"];
  let best;
  for (const token of integrity.trim().split(/\s+/)) {
    const m2 = /^(sha512|sha384|sha256)-([A-Za-z0-9+/=]+)(?:\?.*)?$/.exec(token);
    if (!m2) continue;
    if (best === void 0 || rank.indexOf(m2[1]) < rank.indexOf(best.algorithm))
      best = { algorithm: m2[1], digest: m2[2] };
  }
  return best;
}
async function installFromNpm(ctx, version) {
  const pkg = ctx.names.npmPackage;
  const metaUrl = `${ctx.registry}/${pkg}/${version}`;
  return installRelease(ctx, version, "npm", async (work, binary) => {
    const what = `reading ${pkg}@${version} from the npm registry`;
    const data = await fetchJson(ctx, metaUrl, what);
    const dist = data.dist;
    if (!dist || typeof dist.tarball !== "string") {
      throw new DownloadError(`${what}: ${metaUrl} has no dist.tarball`, metaUrl, 200, false);
    }
    const tarUrl = new URL(dist.tarball, `${metaUrl}/`).toString();
    let check;
    const sri = typeof dist.integrity === "string" ? strongestIntegrity(dist.integrity) : void 0;
    if (sri) check = { ...sri, encoding: "base64", label: "integrity" };
    else if (typeof dist.shasum === "string" && /^[0-9a-f]{40}$/i.test(dist.shasum)) {
      check = { algorithm: "sha1", digest: dist.shasum.toLowerCase(), encoding: "hex", label: "shasum" };
    } else {
      throw new DownloadError(
        `${what}: ${metaUrl} gives neither a sha512/sha384/sha256 dist.integrity nor a dist.shasum to check the download against`,
        metaUrl,
        200,
        false
      );
    }
    ctx.log(`downloading ${tarUrl}`);
    const archive = join6(work, "package.tgz");
    const hash = createHash2(check.algorithm);
    await download(ctx, tarUrl, archive, hash, `downloading ${pkg}@${version}`);
    const actual = hash.digest(check.encoding);
    if (actual !== check.digest) {
      throw new IntegrityError(
        `integrity mismatch for ${tarUrl}: its ${check.algorithm} is ${actual} but the registry (${metaUrl}) says ${check.digest}; refusing to use it`,
        tarUrl,
        `${check.algorithm}-${check.digest}`,
        `${check.algorithm}-${actual}`
      );
    }
    await extractMember(archive, "package/bin/node", work, binary, tarUrl);
    return tarUrl;
  });
}
async function fromDist(ctx, wanted) {
  const version = isExactVersion(wanted) ? wanted : await resolveViaDist(ctx, wanted);
  return await readCached(ctx, version) ?? installFromDist(ctx, version);
}
async function fromNpm(ctx, wanted) {
  const version = isExactVersion(wanted) ? wanted : await resolveViaNpm(ctx, wanted);
  return await readCached(ctx, version) ?? installFromNpm(ctx, version);
}
async function resolveRelease(wanted, options) {
  const normalized = normalizeReleaseVersion(wanted);
  if (normalized === void 0) {
    throw new BinaryError(
      `${JSON.stringify(wanted)} is not a Node.js release version (expected e.g. 20.0.0, v18.16.0, 20, lts or latest)`
    );
  }
  const ctx = makeContext(options);
  if (isExactVersion(normalized)) {
    const cached = await readCached(ctx, normalized);
    if (cached) return cached;
  }
  if (ctx.source === "dist") return fromDist(ctx, normalized);
  if (ctx.source === "npm") return fromNpm(ctx, normalized);
  try {
    return await fromDist(ctx, normalized);
  } catch (error) {
    if (!(error instanceof DownloadError && error.unreachable)) throw error;
    ctx.log(`${error.message}; trying the npm registry (${ctx.registry}) instead`);
    try {
      return await fromNpm(ctx, normalized);
    } catch (npmError) {
      if (npmError instanceof BinaryError) {
        npmError.message = `${error.message}; then from the npm registry: ${npmError.message}`;
      }
      throw npmError;
    }
  }
}

// src/binaries/spec.ts
var EXPECTED = "expected a path to a node executable (./node, /usr/bin/node), a release version (20.0.0, v18.16.0, 20, lts, latest) or a git ref (ref:main, ref:<sha>)";
function parseBinarySpec(text, where, cwd = process.cwd()) {
  const value = text.trim();
  if (value === "") throw new BinarySpecError(where, text, `empty value; ${EXPECTED}`);
  if (value.toLowerCase().startsWith("ref:")) {
    const ref = value.slice(4).trim();
    if (ref === "")
      throw new BinarySpecError(where, text, "ref: needs a branch, tag or commit after it, e.g. ref:main");
    if (ref.startsWith("-")) throw new BinarySpecError(where, text, `a git ref cannot start with "-"`);
    if (/[\s\x00-\x1f\x7f]/.test(ref))
      throw new BinarySpecError(where, text, "a git ref cannot contain spaces or control characters");
    return { kind: "ref", ref };
  }
  if (/^lts\/([a-z]+|\*)$/i.test(value)) return { kind: "release", version: normalizeReleaseVersion(value) };
  if (value === "~" || value.startsWith("~/")) {
    return { kind: "path", path: resolve6(homedir2(), value.slice(2)) };
  }
  if (value.includes("/") || value.includes("\\") || value.startsWith(".")) {
    return { kind: "path", path: resolve6(cwd, value) };
  }
  const version = normalizeReleaseVersion(value);
  if (version !== void 0) return { kind: "release", version };
  if (existsSync3(resolve6(cwd, value))) return { kind: "path", path: resolve6(cwd, value) };
  if (/^v?\d+(\.\d+)*[-+.]/i.test(value) || /^v?\d+\.\d+\.\d+\.\d/.test(value)) {
    throw new BinarySpecError(
      where,
      text,
      "not a release version: give a full release like 20.0.0, a major like 20, or a major.minor like 20.1"
    );
  }
  throw new BinarySpecError(
    where,
    text,
    `no such file, and not a release version or ref:<git ref>; ${EXPECTED}. For a node on your PATH give its full path, e.g. "$(command -v node)"`
  );
}
async function resolvePath(path8, where, timeoutMs) {
  let info;
  try {
    info = await stat6(path8);
  } catch (error) {
    const code = error.code;
    throw new BinaryUnusableError(
      code === "ENOENT" ? `${where} ${path8}: no such file` : `${where} ${path8}: cannot read it (${code ?? error.message})`
    );
  }
  if (info.isDirectory()) {
    throw new BinaryUnusableError(
      `${where} ${path8} is a directory; give the node executable itself (e.g. ${resolve6(path8, "bin/node")} or ${resolve6(path8, "out/Release/node")})`
    );
  }
  if (!info.isFile()) throw new BinaryUnusableError(`${where} ${path8} is not a regular file`);
  try {
    await access3(path8, constants4.X_OK);
  } catch {
    throw new BinaryUnusableError(`${where} ${path8} is not executable (chmod +x it?)`);
  }
  try {
    return await readNodeVersion(path8, timeoutMs);
  } catch (error) {
    if (error instanceof BinaryUnusableError) error.message = `${where}: ${error.message}`;
    throw error;
  }
}
async function resolveBinary(spec, options) {
  const where = options.where ?? "binary";
  switch (spec.kind) {
    case "path": {
      const version = await resolvePath(spec.path, where, options.versionTimeoutMs);
      return { path: spec.path, version, source: "path", spec };
    }
    case "release": {
      let release;
      try {
        release = await resolveRelease(spec.version, options);
      } catch (error) {
        if (error instanceof Error && !error.message.startsWith(where)) {
          error.message = `${where} ${spec.version}: ${error.message}`;
        }
        throw error;
      }
      const version = await readNodeVersion(release.path, options.versionTimeoutMs);
      return { path: release.path, version, source: release.source, spec };
    }
    case "ref":
      throw new BinaryUnusableError(
        `${where} ref:${spec.ref}: git refs need --repo and the builder (building node from a checkout); this binary resolver only handles paths and releases`
      );
  }
}

// src/pipeline/binaries.ts
function buildDirs(cacheDir) {
  return { workDir: join7(cacheDir, "work"), cacheDir: join7(cacheDir, "builds"), ccacheDir: join7(cacheDir, "ccache") };
}
async function resolveSpec(spec, where, options) {
  const cacheDir = options.cacheDir ?? defaultCacheDir(options.env);
  if (spec.kind !== "ref") {
    return resolveBinary(spec, {
      where,
      binarySource: options.binarySource,
      cacheDir,
      mirror: options.mirror,
      env: options.env,
      log: options.log
    });
  }
  if (options.repo === void 0) throw new Error(`${where} ref:${spec.ref} needs a repository`);
  const { run, ...build } = options.build;
  const built = await buildRef(
    {
      repo: options.repo,
      ref: spec.ref,
      ...buildDirs(cacheDir),
      buildCommand: options.buildCommand,
      binaryPath: options.binaryPath,
      minFreeBytes: options.minFreeBytes,
      ...build,
      signal: options.signal,
      log: options.log
    },
    { run }
  );
  const version = await readNodeVersion(built.binary, { sandbox: options.build.sandbox });
  return { path: built.binary, version, source: "build", spec, sha: built.sha };
}

// src/run/bundled.ts
import path4 from "node:path";

// src/run/cpuset.ts
function parseCpuset(text) {
  const value = text.replace(/\s+/g, "");
  const valid = /^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(value);
  if (!valid) {
    throw new RunConfigError(
      `--cpuset ${JSON.stringify(text)} is not a CPU list: use a CPU number (0), a range (0-3) or a comma-separated list of both (0,2-3)`
    );
  }
  for (const part of value.split(",")) {
    const [low, high] = part.split("-").map(Number);
    if (high !== void 0 && high < low) {
      throw new RunConfigError(`--cpuset ${JSON.stringify(text)}: range ${part} ends before it starts`);
    }
  }
  return value;
}
async function resolveTaskset(cpuset, probe) {
  const taskset = findExecutable("taskset", probe.env.PATH);
  if (taskset === null) {
    throw new RunConfigError(
      `--cpuset ${cpuset} needs the taskset command, which is not on the PATH (it comes with util-linux; on Debian/Ubuntu: apt-get install util-linux), or drop --cpuset`
    );
  }
  const result = await probe.supervisor({
    command: taskset,
    args: ["-c", cpuset, probe.binary, "-e", ""],
    cwd: probe.cwd,
    env: probe.env,
    sandbox: probe.sandbox,
    limit: { ms: 3e4, cause: "timeout" }
  });
  if (result.spawnError || result.exitCode !== 0) {
    const why = result.spawnError ? result.spawnError.message : result.stderrTail.trim() || (result.killed ? `killed (${result.killed})` : `exit code ${result.exitCode ?? result.signal}`);
    throw new RunConfigError(`taskset -c ${cpuset} does not work on this machine: ${why}`);
  }
  return taskset;
}

// src/run/csv-out.ts
import { closeSync as closeSync2, constants as constants5, fstatSync, openSync as openSync2, readSync, writeSync as writeSync2 } from "node:fs";
var CsvAppender = class _CsvAppender {
  constructor(path8, fd) {
    this.path = path8;
    this.#fd = fd;
  }
  #fd;
  rows = 0;
  static open(path8) {
    let fd;
    try {
      fd = openSync2(path8, constants5.O_RDWR | constants5.O_APPEND | constants5.O_CREAT | constants5.O_NOFOLLOW, 420);
    } catch (error) {
      if (error.code === "ELOOP") {
        throw new RunConfigError(`${path8} is a symbolic link: results are not written through one`);
      }
      throw error;
    }
    try {
      const size = fstatSync(fd).size;
      if (size === 0) {
        writeSync2(fd, `${CSV_HEADER}
`);
      } else {
        const last = Buffer.alloc(1);
        readSync(fd, last, 0, 1, size - 1);
        if (last[0] !== 10) writeSync2(fd, "\n");
      }
    } catch (error) {
      closeSync2(fd);
      throw error;
    }
    return new _CsvAppender(path8, fd);
  }
  write(sample) {
    if (this.#fd === null) throw new Error(`${this.path} is already closed`);
    writeSync2(this.#fd, `${formatCsvRow(sample)}
`);
    this.rows++;
  }
  close() {
    if (this.#fd === null) return;
    closeSync2(this.#fd);
    this.#fd = null;
  }
};

// src/run/execute.ts
var MAX_TIMER_MS2 = 2 ** 31 - 1;
var RunSession = class {
  #stop = new AbortController();
  #options;
  #budget;
  #onSignal = () => this.halt("signal");
  #reason = null;
  #fatal = null;
  constructor(options) {
    this.#options = options;
    const { maxTimeMs, signal } = options;
    if (Number.isFinite(maxTimeMs) && maxTimeMs <= MAX_TIMER_MS2) {
      this.#budget = setTimeout(() => this.halt("max-time"), Math.max(0, maxTimeMs));
    }
    if (signal?.aborted) this.halt("signal");
    else signal?.addEventListener("abort", this.#onSignal, { once: true });
  }
  /** why the run stopped, null while it goes on */
  get reason() {
    return this.#reason;
  }
  get stopped() {
    return this.#reason !== null;
  }
  /** Stops the run: no child starts any more, the running one is killed. The first reason sticks. */
  halt(reason) {
    this.#reason ??= reason;
    this.#stop.abort();
  }
  /**
   * Calls one of the caller's callbacks. One that throws (say, the CSV file
   * cannot be written) stops the run; rethrow() throws its error once the
   * children are gone. After that no callback is called.
   */
  guard(callback) {
    if (this.#fatal !== null) return;
    try {
      callback();
    } catch (error) {
      this.#fatal = { error };
      this.halt("fatal");
    }
  }
  /**
   * Runs one child. A child killed because the run stopped says so in
   * `killed`: 'deadline' for the --max-time budget, 'aborted' otherwise.
   */
  async run(child) {
    const { timeoutMs, ...spec } = child;
    const result = await this.#options.supervisor({
      ...spec,
      cwd: this.#options.cwd,
      sandbox: this.#options.sandbox,
      signal: this.#stop.signal,
      limit: timeoutMs === void 0 ? void 0 : { ms: timeoutMs, cause: "timeout" }
    });
    if (result.killed === "aborted" && this.#reason === "max-time") return { ...result, killed: "deadline" };
    return result;
  }
  /** Ends the session: the budget and the caller's signal no longer matter. */
  close() {
    clearTimeout(this.#budget);
    this.#options.signal?.removeEventListener("abort", this.#onSignal);
  }
  /** Rethrows the error of a callback that threw, if one did. */
  rethrow() {
    if (this.#fatal !== null) throw this.#fatal.error;
  }
};
function stoppedByRun(result) {
  return result.killed === "aborted" || result.killed === "deadline";
}

// src/run/prng.ts
import { randomInt } from "node:crypto";
var MAX_SEED = 4294967295;
function createPrng(seed) {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new RangeError(`seed must be an integer from 0 to ${MAX_SEED}; got ${seed}`);
  }
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function randomSeed() {
  return randomInt(0, MAX_SEED + 1);
}
function parseSeed(text) {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > MAX_SEED) {
    throw new RunConfigError(`--seed must be a whole number from 0 to ${MAX_SEED}; got ${JSON.stringify(text)}`);
  }
  return Number(trimmed);
}

// src/run/protocol.ts
import { inspect } from "node:util";
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isConfig(value) {
  return isPlainObject(value) && Object.values(value).every((v2) => typeof v2 === "string" || typeof v2 === "number" && !Number.isNaN(v2));
}
function readConfigsMessage(message) {
  if (!isPlainObject(message) || message.type !== "configs") return null;
  const { configs, flags = [] } = message;
  if (!Array.isArray(configs) || !configs.every(isConfig)) {
    return "configs listing without a valid configs array (objects of string or number values)";
  }
  if (!Array.isArray(flags) || !flags.every((f2) => typeof f2 === "string")) {
    return "configs listing with flags that are not an array of strings";
  }
  return { type: "configs", configs, flags };
}
function readReportMessage(message) {
  if (!isPlainObject(message) || message.type !== "report") return null;
  const { conf, rate, time } = message;
  if (!isConfig(conf)) return "report without a valid conf object";
  if (typeof rate !== "number" || !Number.isFinite(rate)) return `report with rate ${String(rate)}`;
  const seconds2 = typeof time === "string" || typeof time === "number" ? Number(time) : NaN;
  if (!Number.isFinite(seconds2)) return `report with time ${String(time)}`;
  return { type: "report", conf, rate, time: seconds2 };
}
function formatConfiguration(conf) {
  return Object.keys(conf).map((key) => `${key}=${inspect(conf[key])}`).join(" ");
}
function configArgs(conf) {
  return Object.entries(conf).map(([key, value]) => `${key}=${value}`);
}

// src/run/shard.ts
function parseShard(text) {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) {
    throw new RunConfigError(
      `--shard must look like i/n (for example 1/4: the first of four shards); got ${JSON.stringify(text)}`
    );
  }
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1) throw new RunConfigError(`--shard ${text}: the shard count must be at least 1`);
  if (index < 1 || index > count) {
    throw new RunConfigError(
      `--shard ${text}: the shard number must be from 1 to ${count} (shards are numbered from 1)`
    );
  }
  return { index, count };
}
function validateShard(shard) {
  const { index, count } = shard;
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 1 || index > count) {
    throw new RunConfigError(`invalid shard ${index}/${count}: need whole numbers with 1 <= i <= n`);
  }
  return { index, count };
}
function inShard(k2, shard) {
  return shard === void 0 || k2 % shard.count === shard.index - 1;
}
function formatShard(shard) {
  return `${shard.index}/${shard.count}`;
}

// src/run/plan.ts
var BINARIES = ["old", "new"];
function listingQueue(files) {
  return files.flatMap((file, fileIndex) => BINARIES.map((binary) => ({ fileIndex, file, binary })));
}
function mergeListings(file, listings) {
  const merged = /* @__PURE__ */ new Map();
  for (const side of BINARIES) {
    const listing = listings[side];
    if (listing === void 0) continue;
    const seen = /* @__PURE__ */ new Map();
    for (const conf of listing.configs) {
      const configuration = formatConfiguration(conf);
      const occurrence = (seen.get(configuration) ?? 0) + 1;
      seen.set(configuration, occurrence);
      const key = `${configuration}\0${occurrence}`;
      let entry = merged.get(key);
      if (entry === void 0) {
        entry = { filename: file.filename, file: file.file, conf, configuration, flags: { old: null, new: null } };
        merged.set(key, entry);
      }
      entry.flags[side] = listing.flags;
    }
  }
  return [...merged.values()];
}
function measureQueue(configurations, runs, seed) {
  const prng = createPrng(seed);
  const queue = [];
  for (let run = 1; run <= runs; run++) {
    for (const configuration of configurations) {
      const order = prng() < 0.5 ? ["old", "new"] : ["new", "old"];
      for (const binary of order) {
        if (configuration.flags[binary] !== null) queue.push({ run, binary, configuration });
      }
    }
  }
  return queue;
}
function listingFailures(listings, selected, shard) {
  const failures = [];
  const failedListing = /* @__PURE__ */ new Set();
  for (const [fileIndex, { file, ...sides }] of listings.entries()) {
    for (const binary of BINARIES) {
      const { failure } = sides[binary];
      if (failure === void 0) continue;
      failedListing.add(`${file.filename}\0${binary}`);
      if (inShard(fileIndex, shard)) {
        failures.push({ binary, filename: file.filename, configuration: "", run: null, phase: "list", ...failure });
      }
    }
  }
  for (const c of selected) {
    const sides = BINARIES.filter((b2) => c.flags[b2] !== null);
    if (sides.length !== 1) continue;
    const other = sides[0];
    const missing = other === "old" ? "new" : "old";
    if (failedListing.has(`${c.filename}\0${missing}`)) continue;
    failures.push({
      binary: missing,
      filename: c.filename,
      configuration: c.configuration,
      run: null,
      phase: "run",
      reason: "not listed",
      detail: `the ${other} binary lists this configuration, the ${missing} binary does not; ran on ${other} only`,
      stderrTail: ""
    });
  }
  return failures;
}
function planRuns(input) {
  const all = [];
  for (const { file, old, new: neu } of input.listings) {
    for (const entry of mergeListings(file, { old: old.listing, new: neu.listing })) {
      all.push({ ...entry, index: all.length });
    }
  }
  const configurations = all.filter((c) => inShard(c.index, input.shard));
  const queue = measureQueue(configurations, input.runs, input.seed);
  return {
    seed: input.seed,
    runs: input.runs,
    shard: input.shard ?? null,
    files: [...input.files],
    configurations,
    totalConfigurations: all.length,
    jobs: queue.length,
    queue,
    failures: listingFailures(input.listings, configurations, input.shard)
  };
}
function listingCommand(job, launch) {
  return { command: launch.binaries[job.binary], args: [job.file.file, ...launch.set.map(([k2, v2]) => `${k2}=${v2}`)] };
}
function measureCommand(job, launch) {
  const c = job.configuration;
  const binary = launch.binaries[job.binary];
  const args = [...c.flags[job.binary], c.file, ...configArgs(c.conf)];
  for (const [k2, v2] of launch.set) if (!(k2 in c.conf)) args.push(`${k2}=${v2}`);
  if (launch.pin === void 0) return { command: binary, args };
  return { command: launch.pin.taskset, args: ["-c", launch.pin.cpuset, binary, ...args] };
}

// src/run/progress.ts
function formatDuration(ms2) {
  if (!Number.isFinite(ms2) || ms2 < 0) return "?";
  const seconds2 = Math.round(ms2 / 1e3);
  if (seconds2 < 60) return `${seconds2}s`;
  const minutes = Math.floor(seconds2 / 60);
  if (minutes < 60) return `${minutes}m${String(seconds2 % 60).padStart(2, "0")}s`;
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, "0")}m`;
}
var PREFIX = "node-bench:";
var Progress = class {
  #output;
  #now;
  #quiet;
  #tty;
  #intervalMs;
  #stepPercent;
  #phase = "idle";
  #listed = 0;
  #files = 0;
  #done = 0;
  #total = 0;
  #failed = 0;
  #current = "";
  #startedAt = 0;
  #lastLineAt = 0;
  #lastLineDone = -1;
  #lastStep = -1;
  #barShown = false;
  #timer;
  constructor(options) {
    this.#output = options.output;
    this.#now = options.now ?? (() => performance.now());
    this.#quiet = options.quiet ?? false;
    this.#tty = options.tty ?? options.output.isTTY === true;
    this.#intervalMs = options.intervalMs ?? 1e4;
    this.#stepPercent = options.stepPercent ?? 5;
  }
  /** A line of its own (the seed, a failure), above the bar on a terminal. */
  message(line) {
    if (this.#quiet) return;
    this.#clearBar();
    this.#output.write(`${line}
`);
    if (this.#tty) this.#draw();
  }
  /** Listing configurations: `listed` of `files` benchmark files done. */
  listing(listed, files) {
    if (this.#quiet) return;
    const first = this.#phase !== "listing";
    this.#phase = "listing";
    this.#listed = listed;
    this.#files = files;
    if (this.#tty) this.#draw();
    else if (first) this.#output.write(`${PREFIX} listing the configurations of ${files} benchmark file(s)
`);
  }
  /** The measuring phase begins: `total` child runs planned. */
  start(total) {
    if (this.#quiet) return;
    this.#clearBar();
    this.#phase = "running";
    this.#total = total;
    this.#startedAt = this.#now();
    this.#lastLineAt = this.#startedAt;
    this.#lastStep = 0;
    if (!this.#tty) this.#output.write(`${PREFIX} ${total} benchmark runs to do
`);
    this.#timer = setInterval(() => this.#tick(), this.#tty ? 1e3 : Math.min(this.#intervalMs, 1e3));
    this.#timer.unref();
    if (this.#tty) this.#draw();
  }
  /** A child is starting; `label` names it. */
  running(label) {
    if (this.#quiet) return;
    this.#current = label;
    if (this.#tty) this.#draw();
  }
  /** Counts after a child finished (total shrinks when configurations are given up). */
  update(done, total, failed) {
    if (this.#quiet || this.#phase !== "running") return;
    this.#done = done;
    this.#total = total;
    this.#failed = failed;
    if (this.#tty) {
      this.#draw();
      return;
    }
    const percent = total > 0 ? 100 * done / total : 100;
    const step = Math.floor(percent / this.#stepPercent);
    if (step > this.#lastStep || this.#now() - this.#lastLineAt >= this.#intervalMs) {
      this.#lastStep = step;
      this.#plainLine();
    }
  }
  /** The run is over; `line` is printed last. */
  finish(line) {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = void 0;
    if (this.#quiet) return;
    if (this.#tty && this.#phase === "running") this.#draw();
    if (this.#barShown) {
      this.#output.write("\n");
      this.#barShown = false;
    } else if (!this.#tty && this.#phase === "running" && this.#lastLineDone !== this.#done) {
      this.#plainLine();
    }
    this.#phase = "done";
    if (line !== void 0) this.#output.write(`${line}
`);
  }
  #tick() {
    if (this.#phase !== "running") return;
    if (this.#tty) this.#draw();
    else if (this.#now() - this.#lastLineAt >= this.#intervalMs) this.#plainLine();
  }
  #eta() {
    const elapsed = this.#now() - this.#startedAt;
    if (this.#done === 0) return "?";
    return formatDuration(elapsed / this.#done * (this.#total - this.#done));
  }
  #plainLine() {
    const now = this.#now();
    this.#lastLineAt = now;
    this.#lastLineDone = this.#done;
    const percent = this.#total > 0 ? Math.floor(100 * this.#done / this.#total) : 100;
    const failed = this.#failed > 0 ? `, ${this.#failed} failed` : "";
    this.#output.write(
      `${PREFIX} ${this.#done}/${this.#total} runs done (${percent}%)${failed}, ${formatDuration(now - this.#startedAt)} elapsed, ETA ${this.#eta()}
`
    );
  }
  #clearBar() {
    if (this.#barShown) {
      this.#output.write("\r\x1B[2K");
      this.#barShown = false;
    }
  }
  // One redraw per child start and end (and per second): children take tens
  // of milliseconds at least, so no throttling is needed.
  #draw() {
    const now = this.#now();
    const columns = this.#output.columns && this.#output.columns > 20 ? this.#output.columns : 80;
    let text;
    if (this.#phase === "listing") {
      text = `listing configurations ${this.#listed}/${this.#files} files`;
    } else if (this.#phase === "running") {
      const ratio = this.#total > 0 ? this.#done / this.#total : 1;
      const width = 20;
      const filled = Math.round(ratio * width);
      const bar = `[${"█".repeat(filled)}${"░".repeat(width - filled)}]`;
      const failed = this.#failed > 0 ? ` ${this.#failed} failed` : "";
      text = `${bar} ${this.#done}/${this.#total} ${Math.floor(ratio * 100)}%${failed} ${formatDuration(now - this.#startedAt)} ETA ${this.#eta()}` + (this.#current && this.#done < this.#total ? ` ${this.#current}` : "");
    } else {
      return;
    }
    if (text.length > columns - 1) text = `${text.slice(0, columns - 2)}…`;
    this.#output.write(`\r\x1B[2K${text}`);
    this.#barShown = true;
  }
};

// src/run/stderr.ts
function lastLines(tail, maxLines = 20) {
  const lines = tail.replace(/\n+$/, "").split("\n");
  return lines.slice(-maxLines).join("\n");
}
function stderrHint(tail) {
  const lines = tail.split("\n").map((l) => l.trim()).filter((l) => l !== "" && !/^Node\.js v\d/.test(l));
  const error = lines.find((l) => /^([A-Z]\w*)?(Error|Exception)\b.*:/.test(l));
  const hint = error ?? lines.at(-1) ?? "";
  return hint.length > 200 ? `${hint.slice(0, 199)}…` : hint;
}
function errorLine(stderrTail) {
  const lines = stderrTail.split("\n").map((line) => line.trim());
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i];
    if (/^([A-Za-z_$][\w$]*)?(Error|Exception)\b/.test(line) || /^(Uncaught|Fatal|FATAL)\b/.test(line)) {
      return line.length > 200 ? `${line.slice(0, 197)}...` : line;
    }
  }
  return null;
}

// src/options/set-key.ts
var SET_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
function checkSetKey(key, where) {
  if (!SET_KEY.test(key)) {
    throw new UserError(
      `${where} must be a letter or _ followed by letters, digits, _ or -; got ${JSON.stringify(key)}`
    );
  }
  if (key in Object.prototype) throw new UserError(`${where} "${key}" is reserved`);
  return key;
}

// src/run/bundled.ts
var RUN_DEFAULTS = {
  runs: 30,
  /** per child process (listing or measuring) */
  timeoutMs: 5 * 6e4,
  /** whole run: no limit */
  maxTimeMs: Infinity,
  /** failed runs of one configuration on one binary before it is given up */
  maxFailuresPerConfig: 2
};
function checkBinary(side, binary) {
  const resolved = path4.resolve(binary);
  if (!isExecutableFile(resolved)) throw new RunConfigError(`the ${side} binary ${binary} is not an executable file`);
  return resolved;
}
function positive(value, fallback, what, integer) {
  if (value === void 0) return fallback;
  const ok = integer ? Number.isInteger(value) && value >= 1 : value > 0;
  if (!ok)
    throw new RunConfigError(`${what} must be ${integer ? "a whole number of at least 1" : "positive"}; got ${value}`);
  return value;
}
function setPairs(set) {
  const pairs = [];
  for (const [key, value] of Object.entries(set ?? {})) {
    try {
      checkSetKey(key, "--set key");
    } catch (error) {
      throw new RunConfigError(error.message);
    }
    for (const v2 of typeof value === "string" ? [value] : value) pairs.push([key, v2]);
  }
  return pairs;
}
function describeEnd(result, timeoutMs) {
  let end = null;
  if (result.killed === "timeout")
    end = { reason: "timeout", detail: `killed after the ${formatDuration(timeoutMs)} timeout` };
  else if (result.spawnError) end = { reason: "crash", detail: `could not start: ${result.spawnError.message}` };
  else if (result.signal) end = { reason: "crash", detail: `killed by ${result.signal}` };
  else if (result.exitCode !== 0)
    end = { reason: `exit code ${result.exitCode ?? 1}`, detail: `exited with code ${result.exitCode}` };
  if (end === null) return null;
  const hint = stderrHint(result.stderrTail);
  return hint === "" ? end : { ...end, detail: `${end.detail}; stderr: ${hint}` };
}
async function checkRequest(request2, deps, supervisor) {
  const binaries = {
    old: checkBinary("old", request2.binaries.old),
    new: checkBinary("new", request2.binaries.new)
  };
  const runs = positive(request2.runs, RUN_DEFAULTS.runs, "--runs", true);
  const timeoutMs = positive(request2.timeoutMs, RUN_DEFAULTS.timeoutMs, "the child timeout", false);
  const maxTimeMs = positive(request2.maxTimeMs, RUN_DEFAULTS.maxTimeMs, "--max-time", false);
  const maxFailures = positive(
    request2.maxFailuresPerConfig,
    RUN_DEFAULTS.maxFailuresPerConfig,
    "maxFailuresPerConfig",
    true
  );
  const shard = request2.shard ? validateShard(request2.shard) : void 0;
  const set = setPairs(request2.set);
  if (request2.seed !== void 0 && !(Number.isInteger(request2.seed) && request2.seed >= 0 && request2.seed <= MAX_SEED)) {
    throw new RunConfigError(`--seed must be a whole number from 0 to ${MAX_SEED}; got ${request2.seed}`);
  }
  const seed = request2.seed ?? randomSeed();
  const cpuset = request2.cpuset === void 0 ? void 0 : parseCpuset(request2.cpuset);
  const suiteDir = path4.resolve(request2.suiteDir ?? findSuiteDir());
  const pin = cpuset === void 0 ? void 0 : {
    cpuset,
    taskset: await resolveTaskset(cpuset, {
      binary: binaries.old,
      env: deps.env,
      cwd: suiteDir,
      sandbox: deps.sandbox,
      supervisor
    })
  };
  const files = selectSuiteFiles(suiteDir, request2.groups, request2.filter ?? [], request2.exclude ?? []);
  return {
    binaries,
    runs,
    timeoutMs,
    maxTimeMs,
    maxFailures,
    shard,
    seed,
    suiteDir,
    files,
    launch: { binaries, set, pin }
  };
}
function modeEnv(env, hostNode, mode) {
  const e = { ...env, NODE_BENCH_HOST_NODE: hostNode };
  delete e.NODE_BENCH_LIST_CONFIGS;
  delete e.NODE_RUN_BENCHMARK_FN;
  if (mode === "list") e.NODE_BENCH_LIST_CONFIGS = "1";
  else e.NODE_RUN_BENCHMARK_FN = "";
  return e;
}
var BundledRun = class {
  constructor(session, checked, deps, progress, out) {
    this.session = session;
    this.checked = checked;
    this.deps = deps;
    this.progress = progress;
    this.out = out;
  }
  failures = [];
  skipped = [];
  samples = 0;
  /** measuring children that ended on their own, and of those, the failed ones */
  done = 0;
  failed = 0;
  fail(failure) {
    this.failures.push(failure);
    const where = failure.phase === "list" ? "listing configurations" : `run ${failure.run}`;
    const what = [failure.filename, failure.configuration].filter(Boolean).join(" ");
    this.progress.message(
      `node-bench: FAILED ${what} (${failure.binary}, ${where}): ${failure.reason}: ${failure.detail}`
    );
    this.session.guard(() => this.deps.onFailure?.(failure));
  }
  /** Lists every file's configurations with both binaries; fewer files when the run stops meanwhile. */
  async list() {
    const { files, launch, timeoutMs } = this.checked;
    const env = modeEnv(this.deps.env, this.deps.hostNode, "list");
    const listings = [];
    let current = {};
    for (const job of listingQueue(files)) {
      if (job.binary === "old") this.progress.listing(job.fileIndex, files.length);
      let listing = null;
      let invalid = null;
      const result = await this.session.run({
        ...listingCommand(job, launch),
        env,
        timeoutMs,
        onMessage: (message) => {
          if (listing !== null) return;
          const read = readConfigsMessage(message);
          if (typeof read === "string") invalid ??= read;
          else if (read !== null) listing = read;
        }
      });
      if (stoppedByRun(result)) return listings;
      const stderrTail = lastLines(result.stderrTail);
      const end = describeEnd(result, timeoutMs);
      current[job.binary] = end !== null ? { failure: { ...end, stderrTail } } : listing !== null ? { listing } : {
        failure: {
          reason: "no report",
          detail: invalid ?? "exited without listing its configurations (does it use benchmarks/common.js?)",
          stderrTail
        }
      };
      if (current.old !== void 0 && current.new !== void 0) {
        listings.push({ file: job.file, old: current.old, new: current.new });
        current = {};
      }
    }
    this.progress.listing(files.length, files.length);
    return listings;
  }
  /** Tells the caller and the log what will run, and how to replay its order. */
  announce(plan) {
    this.session.guard(() => this.deps.onPlan?.(plan));
    const shardText = plan.shard ? `, shard ${formatShard(plan.shard)} of ${plan.totalConfigurations} configurations` : "";
    this.progress.message(
      `node-bench: ${plan.configurations.length} configurations${shardText} x ${plan.runs} runs x 2 binaries; seed ${plan.seed} (--seed ${plan.seed} replays this order)`
    );
  }
  /**
   * Runs the plan's queue until it is done or the run stops. A failed child
   * costs its own row; after maxFailures failures a configuration is no
   * longer run on that binary (a benchmark that hangs would otherwise cost
   * runs x timeout).
   */
  async measure(plan) {
    const env = modeEnv(this.deps.env, this.deps.hostNode, "run");
    let total = plan.jobs;
    const failCounts = /* @__PURE__ */ new Map();
    const givenUp = /* @__PURE__ */ new Set();
    this.progress.start(total);
    for (const job of plan.queue) {
      const c = job.configuration;
      const key = `${c.index}\0${job.binary}`;
      if (givenUp.has(key)) continue;
      if (this.session.stopped) break;
      this.progress.running(`${c.filename} ${c.configuration} (${job.binary})`);
      const { result, reported, invalid } = await this.#runMeasuring(job, env);
      if (stoppedByRun(result)) break;
      this.done++;
      const end = describeEnd(result, this.checked.timeoutMs) ?? (reported === 0 ? { reason: "no report", detail: invalid ?? "exited with code 0 without reporting a result" } : null);
      let failure = null;
      if (end !== null) {
        this.failed++;
        failure = {
          binary: job.binary,
          filename: c.filename,
          configuration: c.configuration,
          run: job.run,
          phase: "run",
          ...end,
          stderrTail: lastLines(result.stderrTail)
        };
        this.fail(failure);
        const count = (failCounts.get(key) ?? 0) + 1;
        failCounts.set(key, count);
        if (count >= this.checked.maxFailures && job.run < plan.runs) {
          givenUp.add(key);
          const runsSkipped = plan.runs - job.run;
          total -= runsSkipped;
          this.skipped.push({
            binary: job.binary,
            filename: c.filename,
            configuration: c.configuration,
            failures: count,
            runsSkipped
          });
          this.progress.message(
            `node-bench: giving up ${c.filename} ${c.configuration} on ${job.binary} after ${count} failures (${runsSkipped} runs skipped)`
          );
        }
      }
      this.progress.update(this.done, total, this.failed);
      const record = {
        run: job.run,
        binary: job.binary,
        filename: c.filename,
        configuration: c.configuration,
        samples: reported,
        failure,
        durationMs: result.durationMs
      };
      this.session.guard(() => this.deps.onJob?.(record));
    }
  }
  /** One measuring child; each sample it reports goes to `out`, then to onSample, as it arrives. */
  async #runMeasuring(job, env) {
    let reported = 0;
    let invalid = null;
    const result = await this.session.run({
      ...measureCommand(job, this.checked.launch),
      env,
      timeoutMs: this.checked.timeoutMs,
      onMessage: (message) => {
        const read = readReportMessage(message);
        if (read === null) return;
        if (typeof read === "string") {
          invalid ??= read;
          return;
        }
        reported++;
        const sample = {
          binary: job.binary,
          filename: job.configuration.filename,
          configuration: formatConfiguration(read.conf),
          rate: read.rate,
          time: read.time
        };
        this.session.guard(() => {
          this.out?.write(sample);
          this.samples++;
          this.deps.onSample?.(sample);
        });
      }
    });
    return { result, reported, invalid };
  }
};
async function runBundled(request2, deps) {
  const now = deps.now ?? (() => performance.now());
  const startedAt = now();
  const supervisor = deps.supervisor ?? runSupervised;
  const checked = await checkRequest(request2, deps, supervisor);
  const progress = new Progress({ output: deps.progress ?? process.stderr, now, quiet: request2.quiet });
  const out = request2.out === void 0 ? null : CsvAppender.open(request2.out);
  const session = new RunSession({
    maxTimeMs: checked.maxTimeMs,
    signal: deps.signal,
    supervisor,
    sandbox: deps.sandbox,
    // the suite's own directory: inside a sandbox, one of the few places of ours the children can see
    cwd: checked.suiteDir
  });
  const run = new BundledRun(session, checked, deps, progress, out);
  let plan = null;
  try {
    const listings = await run.list();
    plan = planRuns({ files: checked.files, listings, runs: checked.runs, seed: checked.seed, shard: checked.shard });
    for (const failure of plan.failures) run.fail(failure);
    if (!session.stopped) run.announce(plan);
    if (!session.stopped) await run.measure(plan);
  } finally {
    session.close();
    out?.close();
  }
  const elapsedMs = now() - startedAt;
  const timedOut = session.reason === "max-time";
  const interrupted = session.reason === "signal";
  const ending = timedOut ? `; stopped by --max-time after ${formatDuration(elapsedMs)}, results are partial` : interrupted ? "; interrupted, results are partial" : "";
  progress.finish(
    `node-bench: ${run.samples} samples, ${run.failures.length} failure(s), ${formatDuration(elapsedMs)}${ending}`
  );
  session.rethrow();
  return {
    seed: checked.seed,
    runs: checked.runs,
    shard: checked.shard ?? null,
    files: checked.files.map((f2) => f2.filename),
    configurations: plan?.configurations.length ?? 0,
    jobs: { planned: plan?.jobs ?? 0, done: run.done, failed: run.failed },
    samples: run.samples,
    failures: run.failures,
    skipped: run.skipped,
    timedOut,
    interrupted,
    elapsedMs,
    exitCode: summaryExitCode(run.failures)
  };
}
function summaryExitCode(failures) {
  return failures.length > 0 ? 1 : 0;
}

// src/run/core.ts
import { readFileSync, statSync as statSync3 } from "node:fs";
import path6 from "node:path";

// src/run/core-select.ts
import { readdirSync as readdirSync2 } from "node:fs";
import path5 from "node:path";
var CoreSuiteError = class extends UserError {
  constructor(message) {
    super(message);
    this.name = "CoreSuiteError";
  }
};
var NOT_A_CATEGORY = "fixtures";
var RUNNABLE2 = /\.(js|mjs|cjs)$/;
function listCategories(benchmarkDir) {
  return readdirSync2(benchmarkDir).filter((name) => name !== NOT_A_CATEGORY && isDirectory(path5.join(benchmarkDir, name))).sort();
}
function listCategoryEntries(benchmarkDir, category) {
  return readdirSync2(path5.join(benchmarkDir, category)).filter((name) => name[0] !== "." && name[0] !== "_").sort();
}
function isSelected2(name, filter, exclude) {
  let keep = filter.length === 0 || filter.some((f2) => name.lastIndexOf(f2) !== -1);
  if (exclude.some((e) => name.lastIndexOf(e) !== -1)) keep = false;
  return keep;
}
function resolveCategories(benchmarkDir, categories) {
  if (categories.length === 0) {
    throw new CoreSuiteError(`no benchmark category given; ${describeCategories(benchmarkDir)}`);
  }
  const existing2 = listCategories(benchmarkDir);
  const resolved = [];
  for (const category of categories) {
    if (category === "all") {
      resolved.push(...existing2);
      continue;
    }
    if (!existing2.includes(category)) {
      throw new CoreSuiteError(
        `benchmark category ${JSON.stringify(category)} is not a directory under ${benchmarkDir}; ` + describeCategories(benchmarkDir)
      );
    }
    resolved.push(category);
  }
  return [...new Set(resolved)];
}
function describeCategories(benchmarkDir) {
  const existing2 = listCategories(benchmarkDir);
  return existing2.length === 0 ? "it has no categories" : `existing categories: ${existing2.join(", ")}`;
}
function selectCoreBenchmarks(benchmarkDir, categories, filter = [], exclude = []) {
  const selected = [];
  for (const category of resolveCategories(benchmarkDir, categories)) {
    for (const name of listCategoryEntries(benchmarkDir, category)) {
      if (!isSelected2(name, filter, exclude)) continue;
      if (!RUNNABLE2.test(name) && !isDirectory(path5.join(benchmarkDir, category, name))) continue;
      selected.push({ category, name, filename: `${category}/${name}` });
    }
  }
  return selected;
}
function compareArgv(options, benchmark, categoryEntries) {
  const argv = [
    options.compareJs,
    "--old",
    options.old,
    "--new",
    options.new,
    "--runs",
    String(options.runs),
    "--no-progress",
    "--filter",
    benchmark.name
  ];
  for (const other of categoryEntries) {
    if (other !== benchmark.name && other.includes(benchmark.name)) argv.push("--exclude", other);
  }
  for (const setting of options.set) argv.push("--set", setting);
  argv.push("--", benchmark.category);
  return argv;
}
function planCoreRuns(benchmarks, entries, options) {
  return benchmarks.map((benchmark) => ({
    benchmark,
    args: compareArgv(options, benchmark, entries.get(benchmark.category) ?? [])
  }));
}

// src/run/core.ts
var SET_KEY2 = /^[^=\s\0]+$/;
function fail(message) {
  throw new CoreSuiteError(message);
}
function executable(file, what) {
  const absolute = path6.resolve(file);
  if (!isExecutableFile(absolute)) fail(`${what} binary ${absolute} does not exist or is not an executable file`);
  return absolute;
}
function positive2(value, name) {
  if (value !== void 0 && !(Number.isFinite(value) && value > 0)) {
    fail(`${name} must be a positive number of milliseconds, got ${value}`);
  }
}
function setArguments(set, cpuset, env) {
  const settings = [];
  for (const [key, raw] of Object.entries(set ?? {})) {
    if (!SET_KEY2.test(key)) fail(`--set key ${JSON.stringify(key)} must be non-empty, without "=" or spaces`);
    if (key === "CPUSET") fail("pin CPUs with the cpuset option, not --set CPUSET");
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.length === 0) fail(`--set ${key} has no value`);
    for (const value of values) {
      const text = String(value);
      if (text.includes("\0")) fail(`--set ${key} value contains a NUL character`);
      settings.push(`${key}=${text}`);
    }
  }
  if (cpuset !== void 0) {
    let list = cpuset;
    try {
      list = parseCpuset(cpuset);
    } catch (error) {
      fail(error.message);
    }
    if (process.platform !== "linux" || findExecutable("taskset", env.PATH) === null) {
      fail("cpuset needs the taskset command (util-linux) on PATH; compare.js pins benchmarks with it");
    }
    settings.push(`CPUSET=${list}`);
  }
  return settings;
}
function describe(result, options) {
  const detail = errorLine(result.stderrTail);
  const suffix = detail ? ` (${detail})` : "";
  if (result.spawnError) return { kind: "spawn", reason: `could not start compare.js: ${result.spawnError.message}` };
  switch (result.killed) {
    case "timeout":
      return { kind: "timeout", reason: `timed out after ${options.timeoutMs} ms (timeoutMs ${options.timeoutMs})` };
    case "deadline":
      return { kind: "deadline", reason: `whole-run limit of ${options.maxTimeMs} ms reached while running` };
    case "aborted":
      return { kind: "aborted", reason: "aborted while running" };
  }
  if (result.signal) return { kind: "signal", reason: `compare.js was killed by ${result.signal}${suffix}` };
  if (result.exitCode !== 0) return { kind: "exit", reason: `compare.js exited with code ${result.exitCode}${suffix}` };
  return null;
}
function csvQuote(text) {
  return `"${text.replace(/"/g, '""')}"`;
}
function moduleTypeScope(dir) {
  for (let current = dir; ; current = path6.dirname(current)) {
    const manifest = path6.join(current, "package.json");
    let text = null;
    try {
      text = readFileSync(manifest, "utf8");
    } catch {
    }
    if (text !== null) {
      try {
        return JSON.parse(text).type === "module" ? manifest : null;
      } catch {
        return null;
      }
    }
    if (path6.dirname(current) === current) return null;
  }
}
async function runCore(options, handlers) {
  const repo = path6.resolve(options.repo);
  const benchmarkDir = path6.join(repo, "benchmark");
  const compareJs = path6.join(benchmarkDir, "compare.js");
  let compareIsFile = false;
  try {
    compareIsFile = statSync3(compareJs).isFile();
  } catch {
  }
  if (!compareIsFile) fail(`${compareJs} not found: is ${repo} a Node.js checkout?`);
  const esmScope = moduleTypeScope(benchmarkDir);
  if (esmScope !== null) {
    fail(
      `${esmScope} sets "type": "module", so node would load benchmark/compare.js (CommonJS) as an ES module: put the checkout outside that package`
    );
  }
  if (!Number.isSafeInteger(options.runs) || options.runs < 1) {
    fail(`runs must be a positive integer, got ${options.runs}`);
  }
  positive2(options.timeoutMs, "timeoutMs");
  positive2(options.maxTimeMs, "maxTimeMs");
  const old = executable(options.old, "old");
  const neu = executable(options.new, "new");
  const set = setArguments(options.set, options.cpuset, options.env);
  const filter = options.filter ?? [];
  const exclude = options.exclude ?? [];
  for (const pattern of [...filter, ...exclude]) {
    if (pattern === "") fail("an empty --filter or --exclude pattern would match every file");
  }
  const benchmarks = selectCoreBenchmarks(benchmarkDir, options.categories, filter, exclude);
  if (benchmarks.length === 0) {
    fail(
      `no benchmark file in ${options.categories.join(", ")} under ${benchmarkDir} matches` + (filter.length ? ` --filter ${filter.join(", ")}` : "") + (exclude.length ? ` without --exclude ${exclude.join(", ")}` : "")
    );
  }
  const entries = /* @__PURE__ */ new Map();
  for (const { category } of benchmarks) {
    if (!entries.has(category)) entries.set(category, listCategoryEntries(benchmarkDir, category));
  }
  const queue = planCoreRuns(benchmarks, entries, { compareJs, old, new: neu, runs: options.runs, set });
  const result = {
    failures: [],
    timedOut: false,
    aborted: false,
    completed: [],
    notRun: [],
    samples: 0,
    warnings: []
  };
  const session = new RunSession({
    maxTimeMs: options.maxTimeMs ?? Infinity,
    signal: options.signal,
    supervisor: options.supervisor ?? runSupervised,
    sandbox: options.sandbox,
    cwd: repo
  });
  const context = {
    session,
    options,
    result,
    handlers,
    warn: (message) => {
      result.warnings.push(message);
      session.guard(() => handlers.onWarning?.(message));
    }
  };
  try {
    for (const [index, job] of queue.entries()) {
      if (session.stopped) {
        result.notRun.push(...queue.slice(index).map((j2) => j2.benchmark.filename));
        break;
      }
      session.guard(() => handlers.onFileStart?.(job.benchmark, index, queue.length));
      await runFile(context, job);
    }
  } finally {
    session.close();
  }
  result.timedOut = session.reason === "max-time";
  result.aborted = session.reason === "signal";
  session.rethrow();
  return result;
}
async function runFile({ session, options, result, handlers, warn }, job) {
  const { benchmark } = job;
  const rows = { old: 0, new: 0 };
  let stray = 0;
  const source = `compare.js stdout for ${benchmark.filename}`;
  const rowStarts = ["old", "new"].map((binary) => `${csvQuote(binary)},${csvQuote(benchmark.filename)},`);
  const takeRow = (text) => {
    for (const sample of parseCompareCsv(text, source, {
      skipInvalid: true,
      onInvalid: (error) => warn(`${error.reason}: ${JSON.stringify(text.slice(0, 200))} (${benchmark.filename})`)
    })) {
      if (sample.filename !== benchmark.filename) {
        warn(`compare.js printed a row for ${sample.filename} while running ${benchmark.filename}`);
      }
      rows[sample.binary]++;
      result.samples++;
      session.guard(() => handlers.onSample(sample));
    }
  };
  const outcome = await session.run({
    command: options.hostNode,
    args: job.args,
    env: options.env,
    timeoutMs: options.timeoutMs,
    stdout: "lines",
    stderrTailChars: 8192,
    onStderr: (text) => session.guard(() => handlers.onStderr?.(text)),
    onLine: (line) => {
      if (RESULT_ROW.test(line)) return takeRow(line);
      if (line === CSV_HEADER) return;
      const at2 = Math.max(...rowStarts.map((start) => line.lastIndexOf(start)));
      if (at2 > 0) {
        warn(
          `stray output before a result row of ${benchmark.filename} was dropped: ${JSON.stringify(line.slice(0, Math.min(at2, 200)))}`
        );
        return takeRow(line.slice(at2));
      }
      stray++;
    },
    onPartialLine: (text) => {
      if (RESULT_ROW.test(text) || rowStarts.some((start) => text.includes(start))) {
        warn(`an unfinished result row of ${benchmark.filename} was dropped: ${JSON.stringify(text.slice(0, 200))}`);
      } else {
        stray++;
      }
    }
  });
  if (stray > 0) warn(`${stray} line(s) of stray stdout from ${benchmark.filename} were dropped`);
  const failure = describe(outcome, options);
  const base = { filename: benchmark.filename, exitCode: outcome.exitCode, signal: outcome.signal, rows };
  if (failure) {
    result.failures.push({ ...base, ...failure, stderrTail: outcome.stderrTail });
    return;
  }
  if (rows.old !== rows.new || rows.old % options.runs !== 0) {
    result.failures.push({
      ...base,
      kind: "incomplete",
      reason: `compare.js finished but printed ${rows.old} old and ${rows.new} new rows for ${options.runs} run(s): a benchmark process probably died of a signal, which compare.js does not treat as a failure`,
      stderrTail: outcome.stderrTail
    });
    return;
  }
  if (rows.old === 0) warn(`${benchmark.filename} printed no result rows (no configuration matched?)`);
  result.completed.push(benchmark.filename);
}

// src/pipeline/compare.ts
function benchmarkSandbox(request2, deps, binaries, scratch) {
  const suiteDir = request2.suite === "core" ? request2.repo : request2.suiteDir ?? findSuiteDir();
  return deps.sandbox.confine({
    readable: [binaries.old.path, binaries.new.path, suiteDir, path7.dirname(suiteDir), process.execPath],
    writable: [scratch]
  });
}
async function resolveBoth(request2, deps) {
  const options = {
    binarySource: request2.binarySource,
    cacheDir: request2.cacheDir,
    mirror: request2.mirror,
    repo: request2.repo,
    buildCommand: request2.buildCommand,
    binaryPath: request2.binaryPath,
    minFreeBytes: request2.minFreeBytes,
    env: deps.host,
    build: {
      run: processRunner(deps.host),
      sandbox: deps.sandbox,
      trust: deps.trust,
      timeoutMs: deps.buildTimeoutMs,
      passEnv: deps.passEnv
    },
    signal: deps.signal,
    log: deps.log
  };
  const old = await resolveSpec(request2.old, "--old", options);
  const current = await resolveSpec(request2.new, "--new", options);
  for (const [side, binary] of [
    ["old", old],
    ["new", current]
  ]) {
    const commit = binary.sha ? ` at ${binary.sha}` : "";
    deps.log(`${side}: node ${binary.version} (${binary.source}${commit}) ${binary.path}`);
  }
  return { old, new: current };
}
async function runComparison(request2, deps) {
  const started = performance.now();
  const binaries = await resolveBoth(request2, deps);
  const scratch = await mkdtemp3(path7.join(deps.host.TMPDIR || "/tmp", "node-bench-scratch-"));
  const sandbox = benchmarkSandbox(request2, deps, binaries, scratch);
  const hostNode = process.execPath;
  const env = childEnv(deps.host, {
    purpose: "benchmark",
    passEnv: deps.passEnv,
    set: { TMPDIR: scratch, ...request2.suite === "core" ? { NODE_TEST_DIR: scratch } : {} }
  });
  const groups = new SampleGroups();
  const csv = CsvAppender.open(request2.out);
  deps.log(`results: ${request2.out}`);
  let samples = 0;
  const onSample = (sample) => {
    csv.write(sample);
    samples++;
    groups.add(sample);
  };
  try {
    if (request2.suite === "core") {
      const result = await runCore(
        {
          repo: request2.repo,
          categories: request2.groups,
          old: binaries.old.path,
          new: binaries.new.path,
          runs: request2.runs,
          filter: request2.filter,
          exclude: request2.exclude,
          set: request2.set,
          cpuset: request2.cpuset,
          timeoutMs: request2.timeoutMs,
          maxTimeMs: request2.maxTimeMs,
          signal: deps.signal,
          env,
          hostNode,
          sandbox
        },
        {
          onSample,
          onFileStart: (benchmark, index, total) => {
            if (deps.progress) deps.log(`[${index + 1}/${total}] ${benchmark.filename}`);
          },
          onWarning: (message) => deps.log(`warning: ${message}`)
        }
      );
      return {
        binaries,
        groups,
        samples,
        failures: result.failures.map((f2) => ({ filename: f2.filename, detail: f2.reason })),
        partial: result.timedOut || result.aborted,
        csvPath: request2.out,
        elapsedMs: performance.now() - started
      };
    }
    const summary = await runBundled(
      {
        suiteDir: request2.suiteDir,
        groups: request2.groups,
        filter: request2.filter,
        exclude: request2.exclude,
        set: request2.set,
        runs: request2.runs,
        seed: request2.seed,
        cpuset: request2.cpuset,
        timeoutMs: request2.timeoutMs,
        maxTimeMs: request2.maxTimeMs,
        shard: request2.shard,
        binaries: { old: binaries.old.path, new: binaries.new.path },
        quiet: deps.progress === void 0
      },
      {
        onSample,
        // The runner's progress output already states the plan and seed; a quiet run still needs the seed to replay.
        onPlan: (plan) => {
          if (deps.progress === void 0) {
            deps.log(
              `seed ${plan.seed}, ${plan.configurations.length} configurations x ${plan.runs} runs x 2 binaries`
            );
          }
        },
        progress: deps.progress,
        signal: deps.signal,
        env,
        hostNode,
        sandbox
      }
    );
    return {
      binaries,
      groups,
      samples,
      failures: summary.failures.map((f2) => ({
        filename: f2.filename,
        configuration: f2.configuration || void 0,
        binary: f2.binary,
        detail: f2.run === null ? f2.detail : `run ${f2.run}: ${f2.detail}`
      })),
      partial: summary.timedOut || summary.interrupted,
      seed: summary.seed,
      csvPath: request2.out,
      elapsedMs: performance.now() - started
    };
  } finally {
    csv.close();
    await rm5(scratch, { recursive: true, force: true });
  }
}

// src/request/compare.ts
import { existsSync as existsSync4 } from "node:fs";
import { join as join8, resolve as resolve7 } from "node:path";

// src/request/errors.ts
var RequestError = class extends UserError {
  name = "RequestError";
};

// src/request/compare.ts
var SUITES = ["bundled", "core"];
function isNodeCheckout(dir) {
  return existsSync4(join8(dir, "benchmark", "compare.js"));
}
function parseSetOptions(values) {
  const set = /* @__PURE__ */ new Map();
  for (const text of values) {
    const eq = text.indexOf("=");
    if (eq <= 0) throw new RequestError(`--set needs key=value (e.g. --set n=1000); got ${JSON.stringify(text)}`);
    const key = checkSetKey(text.slice(0, eq), "--set key");
    const value = text.slice(eq + 1);
    set.set(key, [...set.get(key) ?? [], value]);
  }
  return Object.fromEntries(set);
}
function parseDuration(text, option) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  const units = { ms: 1, s: 1e3, m: 6e4, h: 36e5 };
  if (!match || Number(match[1]) <= 0) {
    throw new RequestError(
      `${option} must be a positive duration such as 90, 90s, 15m or 2h; got ${JSON.stringify(text)}`
    );
  }
  return Number(match[1]) * units[match[2] ?? "s"];
}
var DEFAULT_BUILD_TIMEOUT_MS = 3 * 36e5;
function parseSandboxMode(text, where) {
  if (text === void 0 || text.trim() === "") return "auto";
  const mode = text.trim();
  if (SANDBOX_MODES.includes(mode)) return mode;
  throw new RequestError(`${where} must be one of ${SANDBOX_MODES.join(", ")}; got ${JSON.stringify(text)}`);
}
function parsePassEnv(values, where) {
  const names = (values ?? []).flatMap((value) => value.split(/[\s,]+/)).filter(Boolean);
  try {
    return checkPassEnv(names, where);
  } catch (error) {
    throw new RequestError(error.message);
  }
}
function parseBuildTimeout(text, where) {
  return text === void 0 || text.trim() === "" ? DEFAULT_BUILD_TIMEOUT_MS : parseDuration(text, where);
}
function parseGibibytes(text, option) {
  if (!/^\d+(\.\d+)?$/.test(text.trim()))
    throw new RequestError(`${option} must be a number of GiB; got ${JSON.stringify(text)}`);
  return Number(text) * 2 ** 30;
}
function buildCompareRequest(raw, cwd, now = /* @__PURE__ */ new Date()) {
  if (!raw.old || !raw.new)
    throw new RequestError("compare needs both --old and --new (a path, a version such as 20.0.0, or ref:<git ref>)");
  const repo = raw.repo === void 0 ? isNodeCheckout(cwd) ? cwd : void 0 : resolve7(cwd, raw.repo);
  const suite = raw.suite ?? (repo !== void 0 && isNodeCheckout(repo) ? "core" : "bundled");
  if (suite === "core" && repo === void 0) {
    throw new RequestError("--suite core needs --repo <Node.js checkout> (a directory with benchmark/compare.js)");
  }
  if (suite === "core" && !isNodeCheckout(repo)) {
    throw new RequestError(
      `--repo ${raw.repo ?? cwd} is not a Node.js checkout: ${join8(repo, "benchmark", "compare.js")} does not exist`
    );
  }
  for (const [option, spec] of [
    ["--old", raw.old],
    ["--new", raw.new]
  ]) {
    if (spec.startsWith("ref:") && repo === void 0) {
      throw new RequestError(`${option} ${spec}: a git ref needs --repo <Node.js checkout> to build it from`);
    }
  }
  if (suite === "core" && raw.shard !== void 0) {
    throw new RequestError(
      "--shard splits the bundled suite; with --suite core split the categories between jobs instead"
    );
  }
  if (suite === "core" && raw.seed !== void 0) {
    throw new RequestError(
      "--seed sets the bundled suite's old/new order; compare.js (--suite core) has a fixed order"
    );
  }
  const timestamp = now.toISOString().replace(/[:.]/g, "-");
  return {
    old: parseBinarySpec(raw.old, "--old", cwd),
    new: parseBinarySpec(raw.new, "--new", cwd),
    suite,
    repo,
    groups: raw.groups,
    filter: raw.filter ?? [],
    exclude: raw.exclude ?? [],
    set: parseSetOptions(raw.set ?? []),
    runs: raw.runs,
    seed: raw.seed === void 0 ? void 0 : parseSeed(raw.seed),
    cpuset: raw.cpuset === void 0 ? void 0 : parseCpuset(raw.cpuset),
    timeoutMs: raw.timeout === void 0 ? void 0 : parseDuration(raw.timeout, "--timeout"),
    maxTimeMs: raw.maxTime === void 0 ? void 0 : parseDuration(raw.maxTime, "--max-time"),
    shard: raw.shard === void 0 ? void 0 : parseShard(raw.shard),
    out: resolve7(cwd, raw.out ?? `node-bench-${timestamp}.csv`),
    format: raw.format,
    correction: raw.correction,
    failOnRegression: raw.failOnRegression,
    quiet: raw.quiet,
    binarySource: raw.binarySource === void 0 ? "auto" : parseBinarySource(raw.binarySource),
    cacheDir: raw.cacheDir === void 0 ? void 0 : resolve7(cwd, raw.cacheDir),
    mirror: raw.mirror,
    buildCommand: raw.buildCommand,
    binaryPath: raw.binaryPath,
    minFreeBytes: raw.minFreeGb === void 0 ? void 0 : parseGibibytes(raw.minFreeGb, "--min-free-gb"),
    suiteDir: raw.suiteDir === void 0 ? void 0 : resolve7(cwd, raw.suiteDir),
    sandbox: parseSandboxMode(raw.sandbox, "--sandbox"),
    passEnv: parsePassEnv(raw.passEnv, "--pass-env"),
    buildTimeoutMs: parseBuildTimeout(raw.buildTimeout, "--build-timeout")
  };
}

// src/commands/compare.ts
var COMPARE_USAGE = `Usage: node-bench compare --old SPEC --new SPEC [options] GROUP...

Runs benchmark GROUPs (bundled suite groups, or benchmark/ categories of a
Node.js checkout) with two Node.js binaries and prints the confidence table.

SPEC is a path to a node executable, a release (20.0.0, v18.16.0, 20 for the
newest 20.x, lts, latest), or ref:<git ref> of --repo (built by node-bench build).

Options:
  --suite bundled|core      our benchmarks/ (default outside a Node.js checkout) or
                            the checkout's own benchmark/compare.js
  --repo DIR                Node.js checkout (default: the current directory if it is one)
  --runs N                  samples per configuration and binary (default 30)
  --filter TEXT             only benchmark files whose path contains TEXT (repeatable)
  --exclude TEXT            skip benchmark files whose path contains TEXT (repeatable)
  --set KEY=VALUE           override a benchmark parameter (repeatable)
  --seed N                  replay the old/new interleaving of an earlier run (bundled)
  --cpuset LIST             pin benchmarks to CPUs with taskset, e.g. 0-1
  --timeout DURATION        kill one benchmark process after this long (90s, 5m)
  --max-time DURATION       stop the whole run after this long, keeping what was measured
  --shard I/N               run only part I of N of the configurations (bundled)
  --out FILE                CSV of every sample, appended as it arrives
                            (default node-bench-<time>.csv)
  --format text|markdown|json   table format (default text)
  --correction none|holm    add Holm-adjusted p-values and stars from them
  --fail-on-regression      exit ${EXIT.regression} when any row is a significant slowdown
  --binary-source auto|dist|npm   where releases come from (default auto: nodejs.org, else npm)
  --cache-dir DIR           release cache (default $XDG_CACHE_HOME/node-bench)
  --mirror URL              Node.js dist mirror (default $NODE_BENCH_MIRROR or nodejs.org/dist)
  --build-command CMD       how ref: specs are built (default: ./configure && make -j)
  --binary-path PATH        the built node, relative to the checkout (default out/Release/node)
  --min-free-gb N           refuse to build a ref with less free disk (default 30)
  --suite-dir DIR           a bundled-style suite of your own instead of ours
  --sandbox auto|bwrap|none run builds and benchmarks in bubblewrap (auto: when it works)
  --pass-env NAME           pass this variable to builds and benchmarks (repeatable; by
                            default they get PATH, the locale and build variables only)
  --build-timeout DURATION  kill a build of a ref after this long (default 3h)
  --quiet                   no progress output
  -h, --help                this text

Exit codes: 0 done, 1 bad input or nothing measured, ${EXIT.regression} regression (with
--fail-on-regression), ${EXIT.benchmarkFailures} some benchmarks failed (the others are reported).`;
var CORRECTIONS2 = ["none", "holm"];
async function compareCommand(argv, io2) {
  const { values, positionals } = parseArgs2({
    args: argv,
    allowPositionals: true,
    options: {
      old: { type: "string" },
      new: { type: "string" },
      suite: { type: "string" },
      repo: { type: "string" },
      runs: { type: "string" },
      filter: { type: "string", multiple: true },
      exclude: { type: "string", multiple: true },
      set: { type: "string", multiple: true },
      seed: { type: "string" },
      cpuset: { type: "string" },
      timeout: { type: "string" },
      "max-time": { type: "string" },
      shard: { type: "string" },
      out: { type: "string" },
      format: { type: "string" },
      correction: { type: "string" },
      "fail-on-regression": { type: "boolean", default: false },
      "binary-source": { type: "string" },
      "cache-dir": { type: "string" },
      mirror: { type: "string" },
      "build-command": { type: "string" },
      "binary-path": { type: "string" },
      "suite-dir": { type: "string" },
      "min-free-gb": { type: "string" },
      sandbox: { type: "string" },
      "pass-env": { type: "string", multiple: true },
      "build-timeout": { type: "string" },
      quiet: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false }
    }
  });
  if (values.help) {
    write(io2.stdout, COMPARE_USAGE);
    return EXIT.ok;
  }
  if (positionals.length === 0) {
    throw new UsageError('name at least one benchmark group, e.g. "node-bench compare --old 18 --new 20 buffers"');
  }
  const request2 = buildCompareRequest(
    {
      old: values.old,
      new: values.new,
      suite: values.suite === void 0 ? void 0 : parseChoice(values.suite, SUITES, "--suite", "bundled"),
      repo: values.repo,
      groups: positionals,
      filter: values.filter,
      exclude: values.exclude,
      set: values.set,
      runs: parsePositiveInteger(values.runs, "--runs", 30),
      seed: values.seed,
      cpuset: values.cpuset,
      timeout: values.timeout,
      maxTime: values["max-time"],
      shard: values.shard,
      out: values.out,
      format: parseChoice(values.format, FORMATS, "--format", "text"),
      correction: parseChoice(values.correction, CORRECTIONS2, "--correction", "none"),
      failOnRegression: values["fail-on-regression"],
      quiet: values.quiet,
      binarySource: values["binary-source"],
      cacheDir: values["cache-dir"],
      mirror: values.mirror,
      buildCommand: values["build-command"],
      binaryPath: values["binary-path"],
      suiteDir: values["suite-dir"],
      sandbox: values.sandbox,
      passEnv: values["pass-env"],
      buildTimeout: values["build-timeout"],
      minFreeGb: values["min-free-gb"]
    },
    io2.cwd
  );
  const abort = new AbortController();
  const onSignal = () => abort.abort();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  let run;
  try {
    run = await runComparison(request2, {
      log: (line) => write(io2.stderr, line),
      progress: request2.quiet ? void 0 : io2.stderr,
      signal: abort.signal,
      host: io2.env,
      sandbox: await chooseSandbox({
        mode: request2.sandbox,
        untrustedCode: false,
        hide: [request2.cacheDir ?? defaultCacheDir(io2.env)],
        env: io2.env,
        log: (line) => write(io2.stderr, line)
      }),
      trust: "trusted",
      passEnv: request2.passEnv,
      buildTimeoutMs: request2.buildTimeoutMs
    });
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
  if (run.samples === 0) {
    write(io2.stderr, formatFailures(run.failures));
    write(io2.stderr, `nothing was measured (see the failures above); ${run.csvPath} has no rows`);
    return EXIT.error;
  }
  const analysis = run.groups.analyze({ correction: request2.correction });
  write(io2.stdout, render(analysis, request2.format));
  if (run.failures.length > 0)
    write(request2.format === "json" ? io2.stderr : io2.stdout, `
${formatFailures(run.failures)}`);
  if (run.partial) write(io2.stderr, "the run was stopped early (--max-time or a signal): results are partial");
  write(io2.stderr, `${run.samples} samples in ${(run.elapsedMs / 1e3).toFixed(1)} s; CSV: ${run.csvPath}`);
  if (request2.failOnRegression && analysis.comparisons.some(isRegression)) return EXIT.regression;
  if (run.failures.length > 0 || run.partial) return EXIT.benchmarkFailures;
  return EXIT.ok;
}
function formatFailures(failures) {
  const byKey = /* @__PURE__ */ new Map();
  for (const failure of failures) {
    const key = `${failure.filename}\0${failure.configuration ?? ""}\0${failure.binary ?? ""}`;
    const entry = byKey.get(key);
    if (entry) entry.count++;
    else byKey.set(key, { failure, count: 1 });
  }
  const lines = [...byKey.values()].map(({ failure, count }) => {
    const what = [failure.filename, failure.configuration, failure.binary && `(${failure.binary})`].filter(Boolean).join(" ");
    return `  ${what}: ${failure.detail}${count > 1 ? ` (${count} failures)` : ""}`;
  });
  return [`Failed benchmarks (${byKey.size}): their rows are missing from the table`, ...lines].join("\n");
}

// src/commands/build.ts
import { resolve as resolve8 } from "node:path";
import { parseArgs as parseArgs3 } from "node:util";
var BUILD_USAGE = `Usage: node-bench build --repo DIR --ref REF [--ref REF...] [options]

Builds each REF (commit, branch, tag) of the Node.js checkout DIR in its own
git worktree (your checkout and index are never touched) and prints
"<sha> <binary>" per ref. A commit built before with the same build command
is taken from the cache without building.

Options:
  --repo DIR               the Node.js checkout (required)
  --ref REF                what to build (repeatable)
  --build-command CMD      default: ./configure "$@" && make -j<cores>
  --configure-flag FLAG    passed to the build command as "$@" (repeatable; part of the cache key)
  --binary-path PATH       the built node, relative to the checkout (default out/Release/node)
  --cache-dir DIR          binary cache and worktrees (default $XDG_CACHE_HOME/node-bench)
  --min-free-gb N          refuse to build with less free disk (default 30)
  --sandbox auto|bwrap|none   build in bubblewrap (auto: when it works)
  --pass-env NAME          pass this variable to the build (repeatable)
  --build-timeout DURATION kill a build after this long (default 3h)
  -h, --help               this text`;
async function buildCommand(argv, io2) {
  const { values } = parseArgs3({
    args: argv,
    options: {
      repo: { type: "string" },
      ref: { type: "string", multiple: true },
      "build-command": { type: "string" },
      "configure-flag": { type: "string", multiple: true },
      "binary-path": { type: "string" },
      "cache-dir": { type: "string" },
      "min-free-gb": { type: "string" },
      sandbox: { type: "string" },
      "pass-env": { type: "string", multiple: true },
      "build-timeout": { type: "string" },
      help: { type: "boolean", short: "h", default: false }
    }
  });
  if (values.help) {
    write(io2.stdout, BUILD_USAGE);
    return EXIT.ok;
  }
  if (!values.repo) throw new UsageError("build needs --repo <Node.js checkout>");
  if (!values.ref?.length) throw new UsageError("build needs at least one --ref (a commit, branch or tag)");
  const minFreeBytes = values["min-free-gb"] === void 0 ? void 0 : parseGibibytes(values["min-free-gb"], "--min-free-gb");
  const cacheDir = values["cache-dir"] ? resolve8(io2.cwd, values["cache-dir"]) : defaultCacheDir(io2.env);
  const log = (line) => write(io2.stderr, line);
  const mode = parseSandboxMode(values.sandbox, "--sandbox");
  const passEnv = parsePassEnv(values["pass-env"], "--pass-env");
  const timeoutMs = parseBuildTimeout(values["build-timeout"], "--build-timeout");
  const sandbox = await chooseSandbox({ mode, untrustedCode: false, hide: [cacheDir], env: io2.env, log });
  for (const ref of values.ref) {
    const built = await buildRef(
      {
        repo: resolve8(io2.cwd, values.repo),
        ref,
        ...buildDirs(cacheDir),
        buildCommand: values["build-command"],
        configureFlags: values["configure-flag"],
        binaryPath: values["binary-path"],
        minFreeBytes,
        sandbox,
        trust: "trusted",
        passEnv,
        timeoutMs,
        log
      },
      { run: processRunner(io2.env) }
    );
    write(io2.stdout, `${built.sha} ${built.binary}`);
  }
  return EXIT.ok;
}

// src/commands/index.ts
var USAGE = `Usage: node-bench <command> [options]

Commands:
  compare [GROUP...]  run benchmarks with two Node.js binaries -> table
  analyze [FILE...]   compare.js CSV -> starred confidence table
  build --ref REF...  build git refs of a Node.js checkout (cached by commit)
  help [COMMAND]      usage of a command

Run "node-bench <command> --help" for a command's options.`;
var COMMANDS = {
  analyze: { run: analyzeCommand, usage: ANALYZE_USAGE },
  compare: { run: compareCommand, usage: COMPARE_USAGE },
  build: { run: buildCommand, usage: BUILD_USAGE }
};
async function runCli(argv, io2) {
  const [name, ...rest] = argv;
  if (name === void 0 || name === "help" || name === "--help" || name === "-h") {
    const topic = name === "help" && rest[0] ? COMMANDS[rest[0]] : void 0;
    write(io2.stdout, topic ? topic.usage : USAGE);
    return EXIT.ok;
  }
  const command = COMMANDS[name];
  if (!command) {
    write(io2.stderr, `node-bench: unknown command ${JSON.stringify(name)}

${USAGE}`);
    return EXIT.error;
  }
  try {
    return await command.run(rest, io2);
  } catch (error) {
    if (isUserError(error) || isParseArgsError(error)) {
      write(io2.stderr, `node-bench ${name}: ${error.message}`);
      return EXIT.error;
    }
    throw error;
  }
}
function isParseArgsError(error) {
  const code = error?.code ?? "";
  return code.startsWith("ERR_PARSE_ARGS_");
}

// src/cli.ts
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  cwd: process.cwd()
});
