import { createRequire as __nodeBenchCreateRequire } from 'node:module';
const require = __nodeBenchCreateRequire(import.meta.url);
import {
  DEFAULT_HISTORY_LIMIT,
  DEFAULT_REGRESSION_LABEL,
  GITHUB_ACTIONS_BOT,
  GitHubInputError,
  GitHubPermissionError,
  NightlyError,
  STATE_FILE_NAME,
  analyzeNightly,
  assertBodyLength,
  assertFullSha,
  assertIssueNumber,
  assertPositiveInteger,
  assertRepoRef,
  buildHistorySite,
  calibrationHeader,
  calibrationMetadata,
  calibrationSlice,
  checkThreshold,
  classifyByThreshold,
  comment,
  compareUrl,
  configRecord,
  editComment,
  executeResult,
  failOnRegression,
  findOurComments,
  findStickyComment,
  isRateLimitError,
  issueLabel,
  label,
  loadState,
  mergeMode,
  nextState,
  nightlySummary,
  noiseMark,
  parseCalibrationFiles,
  postComment,
  readResults,
  readResultsByPlatform,
  recordCalibration,
  regressionIssueBody,
  regressionKey,
  regressionMinChange,
  regressionStars,
  regressionTitle,
  repoPath,
  requireSha,
  resultDir,
  retryAfterSecondsOf,
  saveState,
  skippedSummary,
  statusOf,
  step,
  toGitHubError,
  trendMetadata,
  undecidedTitle,
  upsertRegressionIssue,
  writeStickyComment
} from "./chunk-ISM3LZKS.js";
import {
  MAX_BISECT_CANDIDATES,
  MAX_BISECT_ROWS,
  NIGHTLY_REF,
  RESULT_CSV,
  RESULT_JSON,
  ResultDirError,
  analyzeResult,
  createResultDir,
  readFailureRecord,
  readResultDir,
  writeFailureRecord,
  writeResultMetadata,
  writeResultPlot
} from "./chunk-Y4NU447O.js";
import {
  analysisOptions,
  compareJsFlagRefusal,
  comparisonFrom,
  failureNotes,
  renderBoxPlot,
  runComparison,
  withSchedule
} from "./chunk-FEEC4AQF.js";
import {
  checkThisRunner,
  runnerCheckAtStart
} from "./chunk-OQS66D46.js";
import {
  COMMENT_BUDGET,
  REPORT_MARKER,
  buildReport,
  codeSpan,
  cut,
  describeFingerprint,
  escapeMarkdown,
  formatChange,
  formatVerdict,
  headlineCounts,
  isSuperseded,
  markReportStale,
  markReportSuperseded,
  markdownTable,
  missingResultReport,
  moreLine,
  moreMinutes,
  mostRowsThatFit,
  nextMoreCap,
  noteNewerAnswer,
  readMoreLine,
  renderMarkdown,
  reportHeader,
  reportMarker,
  reportRunOf,
  sizingDescription,
  spelledDuration
} from "./chunk-C7NMIJ2O.js";
import {
  identityPath
} from "./chunk-EKHJGHTL.js";
import {
  plural
} from "./chunk-UUCBSCLN.js";
import {
  buildDirs,
  fetchFor,
  formatBinarySpec,
  normalizeReleaseVersion,
  pullRequestScope,
  require_undici
} from "./chunk-X24E7EC6.js";
import {
  parseUserRules,
  readTreeFromDir,
  suggestGroups,
  suggestionMarkdown
} from "./chunk-JCBZSDOQ.js";
import {
  describeEstimate,
  estimateRun
} from "./chunk-HLTIGYLM.js";
import {
  correction,
  describeHeavyLoad,
  findSuiteDir,
  heavyLoadWarning,
  isSelected,
  readTimings
} from "./chunk-G2IUYMHM.js";
import {
  closestName
} from "./chunk-HUCITX4Q.js";
import {
  LIMITS,
  delta,
  exclude,
  filter,
  maxRuns,
  nightlyRuns,
  runs,
  runsSetting,
  set,
  tooMany,
  validateRef,
  validateValue
} from "./chunk-OKLX6OW5.js";
import {
  SIZED_KEY,
  analyzeDecided,
  comparisonMetadata,
  namedVerdicts,
  pairedLogRatios,
  sequentialDesign,
  sha,
  summarizePairs,
  toolSource
} from "./chunk-6AVMWGWR.js";
import {
  isImprovement,
  isRegression
} from "./chunk-XPXED6EU.js";
import {
  studentTLowerTail,
  studentTUpperQuantile
} from "./chunk-6GNYY2MZ.js";
import {
  BuildError,
  BuildFailedError,
  cacheDirFrom,
  checkRefForGit,
  checkRepository,
  git,
  processRunner,
  resolveCommit,
  resolvePrRefs,
  storesGitCredentials
} from "./chunk-R6LVNVJH.js";
import {
  DURATION,
  DURATION_UNITS_MS,
  Option,
  SHA_ANY_CASE,
  VALUE,
  VALUE_ALPHABET,
  binarySource,
  childTime,
  childTimeMsOf,
  chooseSandbox,
  cpuset,
  duet,
  executionPolicy,
  external_exports,
  isFullSha,
  lanes,
  maxTime,
  minFreeGb,
  oneOf,
  runnerPlatform,
  shard,
  spelled,
  suite,
  timeout
} from "./chunk-ILDHKKTL.js";
import {
  RequestError,
  UserError,
  isUserError
} from "./chunk-S77ZKJKL.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-PHDEEH6Z.js";

// node_modules/tunnel/lib/tunnel.js
var require_tunnel = __commonJS({
  "node_modules/tunnel/lib/tunnel.js"(exports) {
    "use strict";
    var net = __require("net");
    var tls = __require("tls");
    var http = __require("http");
    var https = __require("https");
    var events = __require("events");
    var assert = __require("assert");
    var util = __require("util");
    exports.httpOverHttp = httpOverHttp2;
    exports.httpsOverHttp = httpsOverHttp2;
    exports.httpOverHttps = httpOverHttps2;
    exports.httpsOverHttps = httpsOverHttps2;
    function httpOverHttp2(options) {
      var agent = new TunnelingAgent(options);
      agent.request = http.request;
      return agent;
    }
    function httpsOverHttp2(options) {
      var agent = new TunnelingAgent(options);
      agent.request = http.request;
      agent.createSocket = createSecureSocket;
      agent.defaultPort = 443;
      return agent;
    }
    function httpOverHttps2(options) {
      var agent = new TunnelingAgent(options);
      agent.request = https.request;
      return agent;
    }
    function httpsOverHttps2(options) {
      var agent = new TunnelingAgent(options);
      agent.request = https.request;
      agent.createSocket = createSecureSocket;
      agent.defaultPort = 443;
      return agent;
    }
    function TunnelingAgent(options) {
      var self2 = this;
      self2.options = options || {};
      self2.proxyOptions = self2.options.proxy || {};
      self2.maxSockets = self2.options.maxSockets || http.Agent.defaultMaxSockets;
      self2.requests = [];
      self2.sockets = [];
      self2.on("free", function onFree(socket, host, port, localAddress) {
        var options2 = toOptions(host, port, localAddress);
        for (var i = 0, len = self2.requests.length; i < len; ++i) {
          var pending = self2.requests[i];
          if (pending.host === options2.host && pending.port === options2.port) {
            self2.requests.splice(i, 1);
            pending.request.onSocket(socket);
            return;
          }
        }
        socket.destroy();
        self2.removeSocket(socket);
      });
    }
    util.inherits(TunnelingAgent, events.EventEmitter);
    TunnelingAgent.prototype.addRequest = function addRequest(req, host, port, localAddress) {
      var self2 = this;
      var options = mergeOptions({ request: req }, self2.options, toOptions(host, port, localAddress));
      if (self2.sockets.length >= this.maxSockets) {
        self2.requests.push(options);
        return;
      }
      self2.createSocket(options, function(socket) {
        socket.on("free", onFree);
        socket.on("close", onCloseOrRemove);
        socket.on("agentRemove", onCloseOrRemove);
        req.onSocket(socket);
        function onFree() {
          self2.emit("free", socket, options);
        }
        function onCloseOrRemove(err) {
          self2.removeSocket(socket);
          socket.removeListener("free", onFree);
          socket.removeListener("close", onCloseOrRemove);
          socket.removeListener("agentRemove", onCloseOrRemove);
        }
      });
    };
    TunnelingAgent.prototype.createSocket = function createSocket(options, cb) {
      var self2 = this;
      var placeholder = {};
      self2.sockets.push(placeholder);
      var connectOptions = mergeOptions({}, self2.proxyOptions, {
        method: "CONNECT",
        path: options.host + ":" + options.port,
        agent: false,
        headers: {
          host: options.host + ":" + options.port
        }
      });
      if (options.localAddress) {
        connectOptions.localAddress = options.localAddress;
      }
      if (connectOptions.proxyAuth) {
        connectOptions.headers = connectOptions.headers || {};
        connectOptions.headers["Proxy-Authorization"] = "Basic " + new Buffer(connectOptions.proxyAuth).toString("base64");
      }
      debug2("making CONNECT request");
      var connectReq = self2.request(connectOptions);
      connectReq.useChunkedEncodingByDefault = false;
      connectReq.once("response", onResponse);
      connectReq.once("upgrade", onUpgrade);
      connectReq.once("connect", onConnect);
      connectReq.once("error", onError);
      connectReq.end();
      function onResponse(res) {
        res.upgrade = true;
      }
      function onUpgrade(res, socket, head) {
        process.nextTick(function() {
          onConnect(res, socket, head);
        });
      }
      function onConnect(res, socket, head) {
        connectReq.removeAllListeners();
        socket.removeAllListeners();
        if (res.statusCode !== 200) {
          debug2(
            "tunneling socket could not be established, statusCode=%d",
            res.statusCode
          );
          socket.destroy();
          var error2 = new Error("tunneling socket could not be established, statusCode=" + res.statusCode);
          error2.code = "ECONNRESET";
          options.request.emit("error", error2);
          self2.removeSocket(placeholder);
          return;
        }
        if (head.length > 0) {
          debug2("got illegal response body from proxy");
          socket.destroy();
          var error2 = new Error("got illegal response body from proxy");
          error2.code = "ECONNRESET";
          options.request.emit("error", error2);
          self2.removeSocket(placeholder);
          return;
        }
        debug2("tunneling connection has established");
        self2.sockets[self2.sockets.indexOf(placeholder)] = socket;
        return cb(socket);
      }
      function onError(cause) {
        connectReq.removeAllListeners();
        debug2(
          "tunneling socket could not be established, cause=%s\n",
          cause.message,
          cause.stack
        );
        var error2 = new Error("tunneling socket could not be established, cause=" + cause.message);
        error2.code = "ECONNRESET";
        options.request.emit("error", error2);
        self2.removeSocket(placeholder);
      }
    };
    TunnelingAgent.prototype.removeSocket = function removeSocket(socket) {
      var pos = this.sockets.indexOf(socket);
      if (pos === -1) {
        return;
      }
      this.sockets.splice(pos, 1);
      var pending = this.requests.shift();
      if (pending) {
        this.createSocket(pending, function(socket2) {
          pending.request.onSocket(socket2);
        });
      }
    };
    function createSecureSocket(options, cb) {
      var self2 = this;
      TunnelingAgent.prototype.createSocket.call(self2, options, function(socket) {
        var hostHeader = options.request.getHeader("host");
        var tlsOptions = mergeOptions({}, self2.options, {
          socket,
          servername: hostHeader ? hostHeader.replace(/:.*$/, "") : options.host
        });
        var secureSocket = tls.connect(0, tlsOptions);
        self2.sockets[self2.sockets.indexOf(socket)] = secureSocket;
        cb(secureSocket);
      });
    }
    function toOptions(host, port, localAddress) {
      if (typeof host === "string") {
        return {
          host,
          port,
          localAddress
        };
      }
      return host;
    }
    function mergeOptions(target) {
      for (var i = 1, len = arguments.length; i < len; ++i) {
        var overrides = arguments[i];
        if (typeof overrides === "object") {
          var keys = Object.keys(overrides);
          for (var j = 0, keyLen = keys.length; j < keyLen; ++j) {
            var k = keys[j];
            if (overrides[k] !== void 0) {
              target[k] = overrides[k];
            }
          }
        }
      }
      return target;
    }
    var debug2;
    if (process.env.NODE_DEBUG && /\btunnel\b/.test(process.env.NODE_DEBUG)) {
      debug2 = function() {
        var args = Array.prototype.slice.call(arguments);
        if (typeof args[0] === "string") {
          args[0] = "TUNNEL: " + args[0];
        } else {
          args.unshift("TUNNEL:");
        }
        console.error.apply(console, args);
      };
    } else {
      debug2 = function() {
      };
    }
    exports.debug = debug2;
  }
});

// node_modules/tunnel/index.js
var require_tunnel2 = __commonJS({
  "node_modules/tunnel/index.js"(exports, module) {
    module.exports = require_tunnel();
  }
});

// node_modules/@actions/github/node_modules/@actions/http-client/lib/proxy.js
var require_proxy = __commonJS({
  "node_modules/@actions/github/node_modules/@actions/http-client/lib/proxy.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getProxyUrl = getProxyUrl2;
    exports.checkBypass = checkBypass;
    function getProxyUrl2(reqUrl) {
      const usingSsl = reqUrl.protocol === "https:";
      if (checkBypass(reqUrl)) {
        return void 0;
      }
      const proxyVar = (() => {
        if (usingSsl) {
          return process.env["https_proxy"] || process.env["HTTPS_PROXY"];
        } else {
          return process.env["http_proxy"] || process.env["HTTP_PROXY"];
        }
      })();
      if (proxyVar) {
        try {
          return new DecodedURL(proxyVar);
        } catch (_a) {
          if (!proxyVar.startsWith("http://") && !proxyVar.startsWith("https://"))
            return new DecodedURL(`http://${proxyVar}`);
        }
      } else {
        return void 0;
      }
    }
    function checkBypass(reqUrl) {
      if (!reqUrl.hostname) {
        return false;
      }
      const reqHost = reqUrl.hostname;
      if (isLoopbackAddress(reqHost)) {
        return true;
      }
      const noProxy = process.env["no_proxy"] || process.env["NO_PROXY"] || "";
      if (!noProxy) {
        return false;
      }
      let reqPort;
      if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
      } else if (reqUrl.protocol === "http:") {
        reqPort = 80;
      } else if (reqUrl.protocol === "https:") {
        reqPort = 443;
      }
      const upperReqHosts = [reqUrl.hostname.toUpperCase()];
      if (typeof reqPort === "number") {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
      }
      for (const upperNoProxyItem of noProxy.split(",").map((x) => x.trim().toUpperCase()).filter((x) => x)) {
        if (upperNoProxyItem === "*" || upperReqHosts.some((x) => x === upperNoProxyItem || x.endsWith(`.${upperNoProxyItem}`) || upperNoProxyItem.startsWith(".") && x.endsWith(`${upperNoProxyItem}`))) {
          return true;
        }
      }
      return false;
    }
    function isLoopbackAddress(host) {
      const hostLower = host.toLowerCase();
      return hostLower === "localhost" || hostLower.startsWith("127.") || hostLower.startsWith("[::1]") || hostLower.startsWith("[0:0:0:0:0:0:0:1]");
    }
    var DecodedURL = class extends URL {
      constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
      }
      get username() {
        return this._decodedUsername;
      }
      get password() {
        return this._decodedPassword;
      }
    };
  }
});

// node_modules/@actions/github/node_modules/@actions/http-client/lib/index.js
var require_lib = __commonJS({
  "node_modules/@actions/github/node_modules/@actions/http-client/lib/index.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    var __awaiter3 = exports && exports.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve5) {
          resolve5(value);
        });
      }
      return new (P || (P = Promise))(function(resolve5, reject) {
        function fulfilled(value) {
          try {
            step2(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        function rejected(value) {
          try {
            step2(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        function step2(result) {
          result.done ? resolve5(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step2((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.HttpClient = exports.HttpClientResponse = exports.HttpClientError = exports.MediaTypes = exports.Headers = exports.HttpCodes = void 0;
    exports.getProxyUrl = getProxyUrl2;
    exports.isHttps = isHttps;
    var http = __importStar(__require("http"));
    var https = __importStar(__require("https"));
    var pm = __importStar(require_proxy());
    var tunnel2 = __importStar(require_tunnel2());
    var undici_1 = require_undici();
    var HttpCodes2;
    (function(HttpCodes3) {
      HttpCodes3[HttpCodes3["OK"] = 200] = "OK";
      HttpCodes3[HttpCodes3["MultipleChoices"] = 300] = "MultipleChoices";
      HttpCodes3[HttpCodes3["MovedPermanently"] = 301] = "MovedPermanently";
      HttpCodes3[HttpCodes3["ResourceMoved"] = 302] = "ResourceMoved";
      HttpCodes3[HttpCodes3["SeeOther"] = 303] = "SeeOther";
      HttpCodes3[HttpCodes3["NotModified"] = 304] = "NotModified";
      HttpCodes3[HttpCodes3["UseProxy"] = 305] = "UseProxy";
      HttpCodes3[HttpCodes3["SwitchProxy"] = 306] = "SwitchProxy";
      HttpCodes3[HttpCodes3["TemporaryRedirect"] = 307] = "TemporaryRedirect";
      HttpCodes3[HttpCodes3["PermanentRedirect"] = 308] = "PermanentRedirect";
      HttpCodes3[HttpCodes3["BadRequest"] = 400] = "BadRequest";
      HttpCodes3[HttpCodes3["Unauthorized"] = 401] = "Unauthorized";
      HttpCodes3[HttpCodes3["PaymentRequired"] = 402] = "PaymentRequired";
      HttpCodes3[HttpCodes3["Forbidden"] = 403] = "Forbidden";
      HttpCodes3[HttpCodes3["NotFound"] = 404] = "NotFound";
      HttpCodes3[HttpCodes3["MethodNotAllowed"] = 405] = "MethodNotAllowed";
      HttpCodes3[HttpCodes3["NotAcceptable"] = 406] = "NotAcceptable";
      HttpCodes3[HttpCodes3["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
      HttpCodes3[HttpCodes3["RequestTimeout"] = 408] = "RequestTimeout";
      HttpCodes3[HttpCodes3["Conflict"] = 409] = "Conflict";
      HttpCodes3[HttpCodes3["Gone"] = 410] = "Gone";
      HttpCodes3[HttpCodes3["TooManyRequests"] = 429] = "TooManyRequests";
      HttpCodes3[HttpCodes3["InternalServerError"] = 500] = "InternalServerError";
      HttpCodes3[HttpCodes3["NotImplemented"] = 501] = "NotImplemented";
      HttpCodes3[HttpCodes3["BadGateway"] = 502] = "BadGateway";
      HttpCodes3[HttpCodes3["ServiceUnavailable"] = 503] = "ServiceUnavailable";
      HttpCodes3[HttpCodes3["GatewayTimeout"] = 504] = "GatewayTimeout";
    })(HttpCodes2 || (exports.HttpCodes = HttpCodes2 = {}));
    var Headers2;
    (function(Headers3) {
      Headers3["Accept"] = "accept";
      Headers3["ContentType"] = "content-type";
    })(Headers2 || (exports.Headers = Headers2 = {}));
    var MediaTypes2;
    (function(MediaTypes3) {
      MediaTypes3["ApplicationJson"] = "application/json";
    })(MediaTypes2 || (exports.MediaTypes = MediaTypes2 = {}));
    function getProxyUrl2(serverUrl) {
      const proxyUrl = pm.getProxyUrl(new URL(serverUrl));
      return proxyUrl ? proxyUrl.href : "";
    }
    var HttpRedirectCodes2 = [
      HttpCodes2.MovedPermanently,
      HttpCodes2.ResourceMoved,
      HttpCodes2.SeeOther,
      HttpCodes2.TemporaryRedirect,
      HttpCodes2.PermanentRedirect
    ];
    var HttpResponseRetryCodes2 = [
      HttpCodes2.BadGateway,
      HttpCodes2.ServiceUnavailable,
      HttpCodes2.GatewayTimeout
    ];
    var RetryableHttpVerbs = ["OPTIONS", "GET", "DELETE", "HEAD"];
    var ExponentialBackoffCeiling = 10;
    var ExponentialBackoffTimeSlice = 5;
    var HttpClientError = class _HttpClientError extends Error {
      constructor(message, statusCode) {
        super(message);
        this.name = "HttpClientError";
        this.statusCode = statusCode;
        Object.setPrototypeOf(this, _HttpClientError.prototype);
      }
    };
    exports.HttpClientError = HttpClientError;
    var HttpClientResponse = class {
      constructor(message) {
        this.message = message;
      }
      readBody() {
        return __awaiter3(this, void 0, void 0, function* () {
          return new Promise((resolve5) => __awaiter3(this, void 0, void 0, function* () {
            let output = Buffer.alloc(0);
            this.message.on("data", (chunk) => {
              output = Buffer.concat([output, chunk]);
            });
            this.message.on("end", () => {
              resolve5(output.toString());
            });
          }));
        });
      }
      readBodyBuffer() {
        return __awaiter3(this, void 0, void 0, function* () {
          return new Promise((resolve5) => __awaiter3(this, void 0, void 0, function* () {
            const chunks = [];
            this.message.on("data", (chunk) => {
              chunks.push(chunk);
            });
            this.message.on("end", () => {
              resolve5(Buffer.concat(chunks));
            });
          }));
        });
      }
    };
    exports.HttpClientResponse = HttpClientResponse;
    function isHttps(requestUrl) {
      const parsedUrl = new URL(requestUrl);
      return parsedUrl.protocol === "https:";
    }
    var HttpClient3 = class {
      constructor(userAgent2, handlers, requestOptions) {
        this._ignoreSslError = false;
        this._allowRedirects = true;
        this._allowRedirectDowngrade = false;
        this._maxRedirects = 50;
        this._allowRetries = false;
        this._maxRetries = 1;
        this._keepAlive = false;
        this._disposed = false;
        this.userAgent = this._getUserAgentWithOrchestrationId(userAgent2);
        this.handlers = handlers || [];
        this.requestOptions = requestOptions;
        if (requestOptions) {
          if (requestOptions.ignoreSslError != null) {
            this._ignoreSslError = requestOptions.ignoreSslError;
          }
          this._socketTimeout = requestOptions.socketTimeout;
          if (requestOptions.allowRedirects != null) {
            this._allowRedirects = requestOptions.allowRedirects;
          }
          if (requestOptions.allowRedirectDowngrade != null) {
            this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
          }
          if (requestOptions.maxRedirects != null) {
            this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
          }
          if (requestOptions.keepAlive != null) {
            this._keepAlive = requestOptions.keepAlive;
          }
          if (requestOptions.allowRetries != null) {
            this._allowRetries = requestOptions.allowRetries;
          }
          if (requestOptions.maxRetries != null) {
            this._maxRetries = requestOptions.maxRetries;
          }
        }
      }
      options(requestUrl, additionalHeaders) {
        return __awaiter3(this, void 0, void 0, function* () {
          return this.request("OPTIONS", requestUrl, null, additionalHeaders || {});
        });
      }
      get(requestUrl, additionalHeaders) {
        return __awaiter3(this, void 0, void 0, function* () {
          return this.request("GET", requestUrl, null, additionalHeaders || {});
        });
      }
      del(requestUrl, additionalHeaders) {
        return __awaiter3(this, void 0, void 0, function* () {
          return this.request("DELETE", requestUrl, null, additionalHeaders || {});
        });
      }
      post(requestUrl, data, additionalHeaders) {
        return __awaiter3(this, void 0, void 0, function* () {
          return this.request("POST", requestUrl, data, additionalHeaders || {});
        });
      }
      patch(requestUrl, data, additionalHeaders) {
        return __awaiter3(this, void 0, void 0, function* () {
          return this.request("PATCH", requestUrl, data, additionalHeaders || {});
        });
      }
      put(requestUrl, data, additionalHeaders) {
        return __awaiter3(this, void 0, void 0, function* () {
          return this.request("PUT", requestUrl, data, additionalHeaders || {});
        });
      }
      head(requestUrl, additionalHeaders) {
        return __awaiter3(this, void 0, void 0, function* () {
          return this.request("HEAD", requestUrl, null, additionalHeaders || {});
        });
      }
      sendStream(verb, requestUrl, stream, additionalHeaders) {
        return __awaiter3(this, void 0, void 0, function* () {
          return this.request(verb, requestUrl, stream, additionalHeaders);
        });
      }
      /**
       * Gets a typed object from an endpoint
       * Be aware that not found returns a null.  Other errors (4xx, 5xx) reject the promise
       */
      getJson(requestUrl_1) {
        return __awaiter3(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
          additionalHeaders[Headers2.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers2.Accept, MediaTypes2.ApplicationJson);
          const res = yield this.get(requestUrl, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      postJson(requestUrl_1, obj_1) {
        return __awaiter3(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
          const data = JSON.stringify(obj, null, 2);
          additionalHeaders[Headers2.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers2.Accept, MediaTypes2.ApplicationJson);
          additionalHeaders[Headers2.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes2.ApplicationJson);
          const res = yield this.post(requestUrl, data, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      putJson(requestUrl_1, obj_1) {
        return __awaiter3(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
          const data = JSON.stringify(obj, null, 2);
          additionalHeaders[Headers2.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers2.Accept, MediaTypes2.ApplicationJson);
          additionalHeaders[Headers2.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes2.ApplicationJson);
          const res = yield this.put(requestUrl, data, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      patchJson(requestUrl_1, obj_1) {
        return __awaiter3(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
          const data = JSON.stringify(obj, null, 2);
          additionalHeaders[Headers2.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers2.Accept, MediaTypes2.ApplicationJson);
          additionalHeaders[Headers2.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes2.ApplicationJson);
          const res = yield this.patch(requestUrl, data, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      /**
       * Makes a raw http request.
       * All other methods such as get, post, patch, and request ultimately call this.
       * Prefer get, del, post and patch
       */
      request(verb, requestUrl, data, headers) {
        return __awaiter3(this, void 0, void 0, function* () {
          if (this._disposed) {
            throw new Error("Client has already been disposed.");
          }
          const parsedUrl = new URL(requestUrl);
          let info2 = this._prepareRequest(verb, parsedUrl, headers);
          const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb) ? this._maxRetries + 1 : 1;
          let numTries = 0;
          let response;
          do {
            response = yield this.requestRaw(info2, data);
            if (response && response.message && response.message.statusCode === HttpCodes2.Unauthorized) {
              let authenticationHandler;
              for (const handler2 of this.handlers) {
                if (handler2.canHandleAuthentication(response)) {
                  authenticationHandler = handler2;
                  break;
                }
              }
              if (authenticationHandler) {
                return authenticationHandler.handleAuthentication(this, info2, data);
              } else {
                return response;
              }
            }
            let redirectsRemaining = this._maxRedirects;
            while (response.message.statusCode && HttpRedirectCodes2.includes(response.message.statusCode) && this._allowRedirects && redirectsRemaining > 0) {
              const redirectUrl = response.message.headers["location"];
              if (!redirectUrl) {
                break;
              }
              const parsedRedirectUrl = new URL(redirectUrl);
              if (parsedUrl.protocol === "https:" && parsedUrl.protocol !== parsedRedirectUrl.protocol && !this._allowRedirectDowngrade) {
                throw new Error("Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.");
              }
              yield response.readBody();
              if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                for (const header in headers) {
                  if (header.toLowerCase() === "authorization") {
                    delete headers[header];
                  }
                }
              }
              info2 = this._prepareRequest(verb, parsedRedirectUrl, headers);
              response = yield this.requestRaw(info2, data);
              redirectsRemaining--;
            }
            if (!response.message.statusCode || !HttpResponseRetryCodes2.includes(response.message.statusCode)) {
              return response;
            }
            numTries += 1;
            if (numTries < maxTries) {
              yield response.readBody();
              yield this._performExponentialBackoff(numTries);
            }
          } while (numTries < maxTries);
          return response;
        });
      }
      /**
       * Needs to be called if keepAlive is set to true in request options.
       */
      dispose() {
        if (this._agent) {
          this._agent.destroy();
        }
        this._disposed = true;
      }
      /**
       * Raw request.
       * @param info
       * @param data
       */
      requestRaw(info2, data) {
        return __awaiter3(this, void 0, void 0, function* () {
          return new Promise((resolve5, reject) => {
            function callbackForResult(err, res) {
              if (err) {
                reject(err);
              } else if (!res) {
                reject(new Error("Unknown error"));
              } else {
                resolve5(res);
              }
            }
            this.requestRawWithCallback(info2, data, callbackForResult);
          });
        });
      }
      /**
       * Raw request with callback.
       * @param info
       * @param data
       * @param onResult
       */
      requestRawWithCallback(info2, data, onResult) {
        if (typeof data === "string") {
          if (!info2.options.headers) {
            info2.options.headers = {};
          }
          info2.options.headers["Content-Length"] = Buffer.byteLength(data, "utf8");
        }
        let callbackCalled = false;
        function handleResult(err, res) {
          if (!callbackCalled) {
            callbackCalled = true;
            onResult(err, res);
          }
        }
        const req = info2.httpModule.request(info2.options, (msg) => {
          const res = new HttpClientResponse(msg);
          handleResult(void 0, res);
        });
        let socket;
        req.on("socket", (sock) => {
          socket = sock;
        });
        req.setTimeout(this._socketTimeout || 3 * 6e4, () => {
          if (socket) {
            socket.end();
          }
          handleResult(new Error(`Request timeout: ${info2.options.path}`));
        });
        req.on("error", function(err) {
          handleResult(err);
        });
        if (data && typeof data === "string") {
          req.write(data, "utf8");
        }
        if (data && typeof data !== "string") {
          data.on("close", function() {
            req.end();
          });
          data.pipe(req);
        } else {
          req.end();
        }
      }
      /**
       * Gets an http agent. This function is useful when you need an http agent that handles
       * routing through a proxy server - depending upon the url and proxy environment variables.
       * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
       */
      getAgent(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        return this._getAgent(parsedUrl);
      }
      getAgentDispatcher(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        const proxyUrl = pm.getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (!useProxy) {
          return;
        }
        return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
      }
      _prepareRequest(method, requestUrl, headers) {
        const info2 = {};
        info2.parsedUrl = requestUrl;
        const usingSsl = info2.parsedUrl.protocol === "https:";
        info2.httpModule = usingSsl ? https : http;
        const defaultPort = usingSsl ? 443 : 80;
        info2.options = {};
        info2.options.host = info2.parsedUrl.hostname;
        info2.options.port = info2.parsedUrl.port ? parseInt(info2.parsedUrl.port) : defaultPort;
        info2.options.path = (info2.parsedUrl.pathname || "") + (info2.parsedUrl.search || "");
        info2.options.method = method;
        info2.options.headers = this._mergeHeaders(headers);
        if (this.userAgent != null) {
          info2.options.headers["user-agent"] = this.userAgent;
        }
        info2.options.agent = this._getAgent(info2.parsedUrl);
        if (this.handlers) {
          for (const handler2 of this.handlers) {
            handler2.prepareRequest(info2.options);
          }
        }
        return info2;
      }
      _mergeHeaders(headers) {
        if (this.requestOptions && this.requestOptions.headers) {
          return Object.assign({}, lowercaseKeys2(this.requestOptions.headers), lowercaseKeys2(headers || {}));
        }
        return lowercaseKeys2(headers || {});
      }
      /**
       * Gets an existing header value or returns a default.
       * Handles converting number header values to strings since HTTP headers must be strings.
       * Note: This returns string | string[] since some headers can have multiple values.
       * For headers that must always be a single string (like Content-Type), use the
       * specialized _getExistingOrDefaultContentTypeHeader method instead.
       */
      _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
          const headerValue = lowercaseKeys2(this.requestOptions.headers)[header];
          if (headerValue) {
            clientHeader = typeof headerValue === "number" ? headerValue.toString() : headerValue;
          }
        }
        const additionalValue = additionalHeaders[header];
        if (additionalValue !== void 0) {
          return typeof additionalValue === "number" ? additionalValue.toString() : additionalValue;
        }
        if (clientHeader !== void 0) {
          return clientHeader;
        }
        return _default;
      }
      /**
       * Specialized version of _getExistingOrDefaultHeader for Content-Type header.
       * Always returns a single string (not an array) since Content-Type should be a single value.
       * Converts arrays to comma-separated strings and numbers to strings to ensure type safety.
       * This was split from _getExistingOrDefaultHeader to provide stricter typing for callers
       * that assign the result to places expecting a string (e.g., additionalHeaders[Headers.ContentType]).
       */
      _getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
          const headerValue = lowercaseKeys2(this.requestOptions.headers)[Headers2.ContentType];
          if (headerValue) {
            if (typeof headerValue === "number") {
              clientHeader = String(headerValue);
            } else if (Array.isArray(headerValue)) {
              clientHeader = headerValue.join(", ");
            } else {
              clientHeader = headerValue;
            }
          }
        }
        const additionalValue = additionalHeaders[Headers2.ContentType];
        if (additionalValue !== void 0) {
          if (typeof additionalValue === "number") {
            return String(additionalValue);
          } else if (Array.isArray(additionalValue)) {
            return additionalValue.join(", ");
          } else {
            return additionalValue;
          }
        }
        if (clientHeader !== void 0) {
          return clientHeader;
        }
        return _default;
      }
      _getAgent(parsedUrl) {
        let agent;
        const proxyUrl = pm.getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (this._keepAlive && useProxy) {
          agent = this._proxyAgent;
        }
        if (!useProxy) {
          agent = this._agent;
        }
        if (agent) {
          return agent;
        }
        const usingSsl = parsedUrl.protocol === "https:";
        let maxSockets = 100;
        if (this.requestOptions) {
          maxSockets = this.requestOptions.maxSockets || http.globalAgent.maxSockets;
        }
        if (proxyUrl && proxyUrl.hostname) {
          const agentOptions = {
            maxSockets,
            keepAlive: this._keepAlive,
            proxy: Object.assign(Object.assign({}, (proxyUrl.username || proxyUrl.password) && {
              proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
            }), { host: proxyUrl.hostname, port: proxyUrl.port })
          };
          let tunnelAgent;
          const overHttps = proxyUrl.protocol === "https:";
          if (usingSsl) {
            tunnelAgent = overHttps ? tunnel2.httpsOverHttps : tunnel2.httpsOverHttp;
          } else {
            tunnelAgent = overHttps ? tunnel2.httpOverHttps : tunnel2.httpOverHttp;
          }
          agent = tunnelAgent(agentOptions);
          this._proxyAgent = agent;
        }
        if (!agent) {
          const options = { keepAlive: this._keepAlive, maxSockets };
          agent = usingSsl ? new https.Agent(options) : new http.Agent(options);
          this._agent = agent;
        }
        if (usingSsl && this._ignoreSslError) {
          agent.options = Object.assign(agent.options || {}, {
            rejectUnauthorized: false
          });
        }
        return agent;
      }
      _getProxyAgentDispatcher(parsedUrl, proxyUrl) {
        let proxyAgent;
        if (this._keepAlive) {
          proxyAgent = this._proxyAgentDispatcher;
        }
        if (proxyAgent) {
          return proxyAgent;
        }
        const usingSsl = parsedUrl.protocol === "https:";
        proxyAgent = new undici_1.ProxyAgent(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, (proxyUrl.username || proxyUrl.password) && {
          token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString("base64")}`
        }));
        this._proxyAgentDispatcher = proxyAgent;
        if (usingSsl && this._ignoreSslError) {
          proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
            rejectUnauthorized: false
          });
        }
        return proxyAgent;
      }
      _getUserAgentWithOrchestrationId(userAgent2) {
        const baseUserAgent = userAgent2 || "actions/http-client";
        const orchId = process.env["ACTIONS_ORCHESTRATION_ID"];
        if (orchId) {
          const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, "_");
          return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
        }
        return baseUserAgent;
      }
      _performExponentialBackoff(retryNumber) {
        return __awaiter3(this, void 0, void 0, function* () {
          retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
          const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
          return new Promise((resolve5) => setTimeout(() => resolve5(), ms));
        });
      }
      _processResponse(res, options) {
        return __awaiter3(this, void 0, void 0, function* () {
          return new Promise((resolve5, reject) => __awaiter3(this, void 0, void 0, function* () {
            const statusCode = res.message.statusCode || 0;
            const response = {
              statusCode,
              result: null,
              headers: {}
            };
            if (statusCode === HttpCodes2.NotFound) {
              resolve5(response);
            }
            function dateTimeDeserializer(key, value) {
              if (typeof value === "string") {
                const a = new Date(value);
                if (!isNaN(a.valueOf())) {
                  return a;
                }
              }
              return value;
            }
            let obj;
            let contents;
            try {
              contents = yield res.readBody();
              if (contents && contents.length > 0) {
                if (options && options.deserializeDates) {
                  obj = JSON.parse(contents, dateTimeDeserializer);
                } else {
                  obj = JSON.parse(contents);
                }
                response.result = obj;
              }
              response.headers = res.message.headers;
            } catch (err) {
            }
            if (statusCode > 299) {
              let msg;
              if (obj && obj.message) {
                msg = obj.message;
              } else if (contents && contents.length > 0) {
                msg = contents;
              } else {
                msg = `Failed request: (${statusCode})`;
              }
              const err = new HttpClientError(msg, statusCode);
              err.result = response.result;
              reject(err);
            } else {
              resolve5(response);
            }
          }));
        });
      }
    };
    exports.HttpClient = HttpClient3;
    var lowercaseKeys2 = (obj) => Object.keys(obj).reduce((c, k) => (c[k.toLowerCase()] = obj[k], c), {});
  }
});

// node_modules/@octokit/request/node_modules/content-type/dist/index.js
var require_dist = __commonJS({
  "node_modules/@octokit/request/node_modules/content-type/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.format = format;
    exports.parse = parse3;
    var TEXT_REGEXP = /^[\u0009\u0020-\u007e\u0080-\u00ff]*$/;
    var TOKEN_REGEXP = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
    var QUOTE_REGEXP = /[\\"]/g;
    var TYPE_REGEXP = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
    var NullObject = /* @__PURE__ */ (() => {
      const C = function() {
      };
      C.prototype = /* @__PURE__ */ Object.create(null);
      return C;
    })();
    function format(obj) {
      const { type, parameters } = obj;
      if (!type || !TYPE_REGEXP.test(type)) {
        throw new TypeError(`Invalid type: ${type}`);
      }
      let result = type;
      if (parameters) {
        for (const param of Object.keys(parameters)) {
          if (!TOKEN_REGEXP.test(param)) {
            throw new TypeError(`Invalid parameter name: ${param}`);
          }
          result += `; ${param}=${qstring(parameters[param])}`;
        }
      }
      return result;
    }
    function parse3(header, options) {
      const stopChar = options?.comma === true ? COMMA : 65536;
      const len = header.length;
      let index = skipOWS(header, options?.start ?? 0, len);
      const valueStart = index;
      index = skipValue(header, index, len, stopChar);
      const valueEnd = trailingOWS(header, valueStart, index);
      const type = header.slice(valueStart, valueEnd).toLowerCase();
      if (options?.parameters === false) {
        return { type, index, parameters: new NullObject() };
      }
      return parseParameters(header, type, index, len, stopChar);
    }
    var SP = 32;
    var HTAB = 9;
    var SEMI = 59;
    var EQ = 61;
    var DQUOTE = 34;
    var BSLASH = 92;
    var COMMA = 44;
    function parseParameters(header, type, index, len, stopChar) {
      const parameters = new NullObject();
      parameter: while (index < len) {
        if (header.charCodeAt(index) === stopChar)
          break;
        index = skipOWS(header, index + 1, len);
        const keyStart = index;
        while (index < len) {
          const code2 = header.charCodeAt(index);
          if (code2 === stopChar)
            break parameter;
          if (code2 === SEMI)
            continue parameter;
          if (code2 === EQ) {
            const keyEnd = trailingOWS(header, keyStart, index);
            const key = header.slice(keyStart, keyEnd).toLowerCase();
            index = skipOWS(header, index + 1, len);
            if (index < len && header.charCodeAt(index) === DQUOTE) {
              index++;
              let value = "";
              while (index < len) {
                const code3 = header.charCodeAt(index++);
                if (code3 === DQUOTE) {
                  index = skipValue(header, index, len, stopChar);
                  if (parameters[key] === void 0)
                    parameters[key] = value;
                  break;
                }
                if (code3 === BSLASH && index < len) {
                  value += header[index++];
                  continue;
                }
                value += String.fromCharCode(code3);
              }
              continue parameter;
            }
            const valueStart = index;
            index = skipValue(header, index, len, stopChar);
            if (parameters[key] === void 0) {
              const valueEnd = trailingOWS(header, valueStart, index);
              parameters[key] = header.slice(valueStart, valueEnd);
            }
            continue parameter;
          }
          index++;
        }
      }
      return { type, index, parameters };
    }
    function skipValue(str, index, len, stopChar) {
      while (index < len) {
        const code2 = str.charCodeAt(index);
        if (code2 === SEMI || code2 === stopChar)
          break;
        index++;
      }
      return index;
    }
    function skipOWS(header, index, len) {
      while (index < len) {
        const char = header.charCodeAt(index);
        if (char !== SP && char !== HTAB)
          break;
        index++;
      }
      return index;
    }
    function trailingOWS(header, start, end) {
      while (end > start) {
        const char = header.charCodeAt(end - 1);
        if (char !== SP && char !== HTAB)
          break;
        end--;
      }
      return end;
    }
    function qstring(str) {
      if (TOKEN_REGEXP.test(str))
        return str;
      if (TEXT_REGEXP.test(str))
        return `"${str.replace(QUOTE_REGEXP, "\\$&")}"`;
      throw new TypeError(`Invalid parameter value: ${str}`);
    }
  }
});

// node_modules/bottleneck/light.js
var require_light = __commonJS({
  "node_modules/bottleneck/light.js"(exports, module) {
    (function(global2, factory) {
      typeof exports === "object" && typeof module !== "undefined" ? module.exports = factory() : typeof define === "function" && define.amd ? define(factory) : global2.Bottleneck = factory();
    })(exports, (function() {
      "use strict";
      var commonjsGlobal = typeof globalThis !== "undefined" ? globalThis : typeof window !== "undefined" ? window : typeof global !== "undefined" ? global : typeof self !== "undefined" ? self : {};
      function getCjsExportFromNamespace(n) {
        return n && n["default"] || n;
      }
      var load = function(received, defaults2, onto = {}) {
        var k, ref2, v;
        for (k in defaults2) {
          v = defaults2[k];
          onto[k] = (ref2 = received[k]) != null ? ref2 : v;
        }
        return onto;
      };
      var overwrite = function(received, defaults2, onto = {}) {
        var k, v;
        for (k in received) {
          v = received[k];
          if (defaults2[k] !== void 0) {
            onto[k] = v;
          }
        }
        return onto;
      };
      var parser = {
        load,
        overwrite
      };
      var DLList;
      DLList = class DLList {
        constructor(incr, decr) {
          this.incr = incr;
          this.decr = decr;
          this._first = null;
          this._last = null;
          this.length = 0;
        }
        push(value) {
          var node;
          this.length++;
          if (typeof this.incr === "function") {
            this.incr();
          }
          node = {
            value,
            prev: this._last,
            next: null
          };
          if (this._last != null) {
            this._last.next = node;
            this._last = node;
          } else {
            this._first = this._last = node;
          }
          return void 0;
        }
        shift() {
          var value;
          if (this._first == null) {
            return;
          } else {
            this.length--;
            if (typeof this.decr === "function") {
              this.decr();
            }
          }
          value = this._first.value;
          if ((this._first = this._first.next) != null) {
            this._first.prev = null;
          } else {
            this._last = null;
          }
          return value;
        }
        first() {
          if (this._first != null) {
            return this._first.value;
          }
        }
        getArray() {
          var node, ref2, results;
          node = this._first;
          results = [];
          while (node != null) {
            results.push((ref2 = node, node = node.next, ref2.value));
          }
          return results;
        }
        forEachShift(cb) {
          var node;
          node = this.shift();
          while (node != null) {
            cb(node), node = this.shift();
          }
          return void 0;
        }
        debug() {
          var node, ref2, ref1, ref22, results;
          node = this._first;
          results = [];
          while (node != null) {
            results.push((ref2 = node, node = node.next, {
              value: ref2.value,
              prev: (ref1 = ref2.prev) != null ? ref1.value : void 0,
              next: (ref22 = ref2.next) != null ? ref22.value : void 0
            }));
          }
          return results;
        }
      };
      var DLList_1 = DLList;
      var Events;
      Events = class Events {
        constructor(instance) {
          this.instance = instance;
          this._events = {};
          if (this.instance.on != null || this.instance.once != null || this.instance.removeAllListeners != null) {
            throw new Error("An Emitter already exists for this object");
          }
          this.instance.on = (name, cb) => {
            return this._addListener(name, "many", cb);
          };
          this.instance.once = (name, cb) => {
            return this._addListener(name, "once", cb);
          };
          this.instance.removeAllListeners = (name = null) => {
            if (name != null) {
              return delete this._events[name];
            } else {
              return this._events = {};
            }
          };
        }
        _addListener(name, status, cb) {
          var base;
          if ((base = this._events)[name] == null) {
            base[name] = [];
          }
          this._events[name].push({ cb, status });
          return this.instance;
        }
        listenerCount(name) {
          if (this._events[name] != null) {
            return this._events[name].length;
          } else {
            return 0;
          }
        }
        async trigger(name, ...args) {
          var e, promises3;
          try {
            if (name !== "debug") {
              this.trigger("debug", `Event triggered: ${name}`, args);
            }
            if (this._events[name] == null) {
              return;
            }
            this._events[name] = this._events[name].filter(function(listener) {
              return listener.status !== "none";
            });
            promises3 = this._events[name].map(async (listener) => {
              var e2, returned;
              if (listener.status === "none") {
                return;
              }
              if (listener.status === "once") {
                listener.status = "none";
              }
              try {
                returned = typeof listener.cb === "function" ? listener.cb(...args) : void 0;
                if (typeof (returned != null ? returned.then : void 0) === "function") {
                  return await returned;
                } else {
                  return returned;
                }
              } catch (error2) {
                e2 = error2;
                {
                  this.trigger("error", e2);
                }
                return null;
              }
            });
            return (await Promise.all(promises3)).find(function(x) {
              return x != null;
            });
          } catch (error2) {
            e = error2;
            {
              this.trigger("error", e);
            }
            return null;
          }
        }
      };
      var Events_1 = Events;
      var DLList$1, Events$1, Queues;
      DLList$1 = DLList_1;
      Events$1 = Events_1;
      Queues = class Queues {
        constructor(num_priorities) {
          var i;
          this.Events = new Events$1(this);
          this._length = 0;
          this._lists = (function() {
            var j, ref2, results;
            results = [];
            for (i = j = 1, ref2 = num_priorities; 1 <= ref2 ? j <= ref2 : j >= ref2; i = 1 <= ref2 ? ++j : --j) {
              results.push(new DLList$1((() => {
                return this.incr();
              }), (() => {
                return this.decr();
              })));
            }
            return results;
          }).call(this);
        }
        incr() {
          if (this._length++ === 0) {
            return this.Events.trigger("leftzero");
          }
        }
        decr() {
          if (--this._length === 0) {
            return this.Events.trigger("zero");
          }
        }
        push(job) {
          return this._lists[job.options.priority].push(job);
        }
        queued(priority) {
          if (priority != null) {
            return this._lists[priority].length;
          } else {
            return this._length;
          }
        }
        shiftAll(fn) {
          return this._lists.forEach(function(list) {
            return list.forEachShift(fn);
          });
        }
        getFirst(arr = this._lists) {
          var j, len, list;
          for (j = 0, len = arr.length; j < len; j++) {
            list = arr[j];
            if (list.length > 0) {
              return list;
            }
          }
          return [];
        }
        shiftLastFrom(priority) {
          return this.getFirst(this._lists.slice(priority).reverse()).shift();
        }
      };
      var Queues_1 = Queues;
      var BottleneckError;
      BottleneckError = class BottleneckError extends Error {
      };
      var BottleneckError_1 = BottleneckError;
      var BottleneckError$1, DEFAULT_PRIORITY, Job, NUM_PRIORITIES, parser$1;
      NUM_PRIORITIES = 10;
      DEFAULT_PRIORITY = 5;
      parser$1 = parser;
      BottleneckError$1 = BottleneckError_1;
      Job = class Job {
        constructor(task, args, options, jobDefaults, rejectOnDrop, Events2, _states, Promise2) {
          this.task = task;
          this.args = args;
          this.rejectOnDrop = rejectOnDrop;
          this.Events = Events2;
          this._states = _states;
          this.Promise = Promise2;
          this.options = parser$1.load(options, jobDefaults);
          this.options.priority = this._sanitizePriority(this.options.priority);
          if (this.options.id === jobDefaults.id) {
            this.options.id = `${this.options.id}-${this._randomIndex()}`;
          }
          this.promise = new this.Promise((_resolve, _reject) => {
            this._resolve = _resolve;
            this._reject = _reject;
          });
          this.retryCount = 0;
        }
        _sanitizePriority(priority) {
          var sProperty;
          sProperty = ~~priority !== priority ? DEFAULT_PRIORITY : priority;
          if (sProperty < 0) {
            return 0;
          } else if (sProperty > NUM_PRIORITIES - 1) {
            return NUM_PRIORITIES - 1;
          } else {
            return sProperty;
          }
        }
        _randomIndex() {
          return Math.random().toString(36).slice(2);
        }
        doDrop({ error: error2, message = "This job has been dropped by Bottleneck" } = {}) {
          if (this._states.remove(this.options.id)) {
            if (this.rejectOnDrop) {
              this._reject(error2 != null ? error2 : new BottleneckError$1(message));
            }
            this.Events.trigger("dropped", { args: this.args, options: this.options, task: this.task, promise: this.promise });
            return true;
          } else {
            return false;
          }
        }
        _assertStatus(expected) {
          var status;
          status = this._states.jobStatus(this.options.id);
          if (!(status === expected || expected === "DONE" && status === null)) {
            throw new BottleneckError$1(`Invalid job status ${status}, expected ${expected}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`);
          }
        }
        doReceive() {
          this._states.start(this.options.id);
          return this.Events.trigger("received", { args: this.args, options: this.options });
        }
        doQueue(reachedHWM, blocked) {
          this._assertStatus("RECEIVED");
          this._states.next(this.options.id);
          return this.Events.trigger("queued", { args: this.args, options: this.options, reachedHWM, blocked });
        }
        doRun() {
          if (this.retryCount === 0) {
            this._assertStatus("QUEUED");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          return this.Events.trigger("scheduled", { args: this.args, options: this.options });
        }
        async doExecute(chained, clearGlobalState, run2, free) {
          var error2, eventInfo, passed;
          if (this.retryCount === 0) {
            this._assertStatus("RUNNING");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          this.Events.trigger("executing", eventInfo);
          try {
            passed = await (chained != null ? chained.schedule(this.options, this.task, ...this.args) : this.task(...this.args));
            if (clearGlobalState()) {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._resolve(passed);
            }
          } catch (error1) {
            error2 = error1;
            return this._onFailure(error2, eventInfo, clearGlobalState, run2, free);
          }
        }
        doExpire(clearGlobalState, run2, free) {
          var error2, eventInfo;
          if (this._states.jobStatus(this.options.id === "RUNNING")) {
            this._states.next(this.options.id);
          }
          this._assertStatus("EXECUTING");
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          error2 = new BottleneckError$1(`This job timed out after ${this.options.expiration} ms.`);
          return this._onFailure(error2, eventInfo, clearGlobalState, run2, free);
        }
        async _onFailure(error2, eventInfo, clearGlobalState, run2, free) {
          var retry2, retryAfter;
          if (clearGlobalState()) {
            retry2 = await this.Events.trigger("failed", error2, eventInfo);
            if (retry2 != null) {
              retryAfter = ~~retry2;
              this.Events.trigger("retry", `Retrying ${this.options.id} after ${retryAfter} ms`, eventInfo);
              this.retryCount++;
              return run2(retryAfter);
            } else {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._reject(error2);
            }
          }
        }
        doDone(eventInfo) {
          this._assertStatus("EXECUTING");
          this._states.next(this.options.id);
          return this.Events.trigger("done", eventInfo);
        }
      };
      var Job_1 = Job;
      var BottleneckError$2, LocalDatastore, parser$2;
      parser$2 = parser;
      BottleneckError$2 = BottleneckError_1;
      LocalDatastore = class LocalDatastore {
        constructor(instance, storeOptions, storeInstanceOptions) {
          this.instance = instance;
          this.storeOptions = storeOptions;
          this.clientId = this.instance._randomIndex();
          parser$2.load(storeInstanceOptions, storeInstanceOptions, this);
          this._nextRequest = this._lastReservoirRefresh = this._lastReservoirIncrease = Date.now();
          this._running = 0;
          this._done = 0;
          this._unblockTime = 0;
          this.ready = this.Promise.resolve();
          this.clients = {};
          this._startHeartbeat();
        }
        _startHeartbeat() {
          var base;
          if (this.heartbeat == null && (this.storeOptions.reservoirRefreshInterval != null && this.storeOptions.reservoirRefreshAmount != null || this.storeOptions.reservoirIncreaseInterval != null && this.storeOptions.reservoirIncreaseAmount != null)) {
            return typeof (base = this.heartbeat = setInterval(() => {
              var amount, incr, maximum, now, reservoir;
              now = Date.now();
              if (this.storeOptions.reservoirRefreshInterval != null && now >= this._lastReservoirRefresh + this.storeOptions.reservoirRefreshInterval) {
                this._lastReservoirRefresh = now;
                this.storeOptions.reservoir = this.storeOptions.reservoirRefreshAmount;
                this.instance._drainAll(this.computeCapacity());
              }
              if (this.storeOptions.reservoirIncreaseInterval != null && now >= this._lastReservoirIncrease + this.storeOptions.reservoirIncreaseInterval) {
                ({
                  reservoirIncreaseAmount: amount,
                  reservoirIncreaseMaximum: maximum,
                  reservoir
                } = this.storeOptions);
                this._lastReservoirIncrease = now;
                incr = maximum != null ? Math.min(amount, maximum - reservoir) : amount;
                if (incr > 0) {
                  this.storeOptions.reservoir += incr;
                  return this.instance._drainAll(this.computeCapacity());
                }
              }
            }, this.heartbeatInterval)).unref === "function" ? base.unref() : void 0;
          } else {
            return clearInterval(this.heartbeat);
          }
        }
        async __publish__(message) {
          await this.yieldLoop();
          return this.instance.Events.trigger("message", message.toString());
        }
        async __disconnect__(flush) {
          await this.yieldLoop();
          clearInterval(this.heartbeat);
          return this.Promise.resolve();
        }
        yieldLoop(t = 0) {
          return new this.Promise(function(resolve5, reject) {
            return setTimeout(resolve5, t);
          });
        }
        computePenalty() {
          var ref2;
          return (ref2 = this.storeOptions.penalty) != null ? ref2 : 15 * this.storeOptions.minTime || 5e3;
        }
        async __updateSettings__(options) {
          await this.yieldLoop();
          parser$2.overwrite(options, options, this.storeOptions);
          this._startHeartbeat();
          this.instance._drainAll(this.computeCapacity());
          return true;
        }
        async __running__() {
          await this.yieldLoop();
          return this._running;
        }
        async __queued__() {
          await this.yieldLoop();
          return this.instance.queued();
        }
        async __done__() {
          await this.yieldLoop();
          return this._done;
        }
        async __groupCheck__(time) {
          await this.yieldLoop();
          return this._nextRequest + this.timeout < time;
        }
        computeCapacity() {
          var maxConcurrent, reservoir;
          ({ maxConcurrent, reservoir } = this.storeOptions);
          if (maxConcurrent != null && reservoir != null) {
            return Math.min(maxConcurrent - this._running, reservoir);
          } else if (maxConcurrent != null) {
            return maxConcurrent - this._running;
          } else if (reservoir != null) {
            return reservoir;
          } else {
            return null;
          }
        }
        conditionsCheck(weight) {
          var capacity;
          capacity = this.computeCapacity();
          return capacity == null || weight <= capacity;
        }
        async __incrementReservoir__(incr) {
          var reservoir;
          await this.yieldLoop();
          reservoir = this.storeOptions.reservoir += incr;
          this.instance._drainAll(this.computeCapacity());
          return reservoir;
        }
        async __currentReservoir__() {
          await this.yieldLoop();
          return this.storeOptions.reservoir;
        }
        isBlocked(now) {
          return this._unblockTime >= now;
        }
        check(weight, now) {
          return this.conditionsCheck(weight) && this._nextRequest - now <= 0;
        }
        async __check__(weight) {
          var now;
          await this.yieldLoop();
          now = Date.now();
          return this.check(weight, now);
        }
        async __register__(index, weight, expiration) {
          var now, wait;
          await this.yieldLoop();
          now = Date.now();
          if (this.conditionsCheck(weight)) {
            this._running += weight;
            if (this.storeOptions.reservoir != null) {
              this.storeOptions.reservoir -= weight;
            }
            wait = Math.max(this._nextRequest - now, 0);
            this._nextRequest = now + wait + this.storeOptions.minTime;
            return {
              success: true,
              wait,
              reservoir: this.storeOptions.reservoir
            };
          } else {
            return {
              success: false
            };
          }
        }
        strategyIsBlock() {
          return this.storeOptions.strategy === 3;
        }
        async __submit__(queueLength, weight) {
          var blocked, now, reachedHWM;
          await this.yieldLoop();
          if (this.storeOptions.maxConcurrent != null && weight > this.storeOptions.maxConcurrent) {
            throw new BottleneckError$2(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${this.storeOptions.maxConcurrent}`);
          }
          now = Date.now();
          reachedHWM = this.storeOptions.highWater != null && queueLength === this.storeOptions.highWater && !this.check(weight, now);
          blocked = this.strategyIsBlock() && (reachedHWM || this.isBlocked(now));
          if (blocked) {
            this._unblockTime = now + this.computePenalty();
            this._nextRequest = this._unblockTime + this.storeOptions.minTime;
            this.instance._dropAllQueued();
          }
          return {
            reachedHWM,
            blocked,
            strategy: this.storeOptions.strategy
          };
        }
        async __free__(index, weight) {
          await this.yieldLoop();
          this._running -= weight;
          this._done += weight;
          this.instance._drainAll(this.computeCapacity());
          return {
            running: this._running
          };
        }
      };
      var LocalDatastore_1 = LocalDatastore;
      var BottleneckError$3, States;
      BottleneckError$3 = BottleneckError_1;
      States = class States {
        constructor(status1) {
          this.status = status1;
          this._jobs = {};
          this.counts = this.status.map(function() {
            return 0;
          });
        }
        next(id2) {
          var current, next;
          current = this._jobs[id2];
          next = current + 1;
          if (current != null && next < this.status.length) {
            this.counts[current]--;
            this.counts[next]++;
            return this._jobs[id2]++;
          } else if (current != null) {
            this.counts[current]--;
            return delete this._jobs[id2];
          }
        }
        start(id2) {
          var initial;
          initial = 0;
          this._jobs[id2] = initial;
          return this.counts[initial]++;
        }
        remove(id2) {
          var current;
          current = this._jobs[id2];
          if (current != null) {
            this.counts[current]--;
            delete this._jobs[id2];
          }
          return current != null;
        }
        jobStatus(id2) {
          var ref2;
          return (ref2 = this.status[this._jobs[id2]]) != null ? ref2 : null;
        }
        statusJobs(status) {
          var k, pos, ref2, results, v;
          if (status != null) {
            pos = this.status.indexOf(status);
            if (pos < 0) {
              throw new BottleneckError$3(`status must be one of ${this.status.join(", ")}`);
            }
            ref2 = this._jobs;
            results = [];
            for (k in ref2) {
              v = ref2[k];
              if (v === pos) {
                results.push(k);
              }
            }
            return results;
          } else {
            return Object.keys(this._jobs);
          }
        }
        statusCounts() {
          return this.counts.reduce(((acc, v, i) => {
            acc[this.status[i]] = v;
            return acc;
          }), {});
        }
      };
      var States_1 = States;
      var DLList$2, Sync;
      DLList$2 = DLList_1;
      Sync = class Sync {
        constructor(name, Promise2) {
          this.schedule = this.schedule.bind(this);
          this.name = name;
          this.Promise = Promise2;
          this._running = 0;
          this._queue = new DLList$2();
        }
        isEmpty() {
          return this._queue.length === 0;
        }
        async _tryToRun() {
          var args, cb, error2, reject, resolve5, returned, task;
          if (this._running < 1 && this._queue.length > 0) {
            this._running++;
            ({ task, args, resolve: resolve5, reject } = this._queue.shift());
            cb = await (async function() {
              try {
                returned = await task(...args);
                return function() {
                  return resolve5(returned);
                };
              } catch (error1) {
                error2 = error1;
                return function() {
                  return reject(error2);
                };
              }
            })();
            this._running--;
            this._tryToRun();
            return cb();
          }
        }
        schedule(task, ...args) {
          var promise, reject, resolve5;
          resolve5 = reject = null;
          promise = new this.Promise(function(_resolve, _reject) {
            resolve5 = _resolve;
            return reject = _reject;
          });
          this._queue.push({ task, args, resolve: resolve5, reject });
          this._tryToRun();
          return promise;
        }
      };
      var Sync_1 = Sync;
      var version = "2.19.5";
      var version$1 = {
        version
      };
      var version$2 = /* @__PURE__ */ Object.freeze({
        version,
        default: version$1
      });
      var require$$2 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$3 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$4 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var Events$2, Group, IORedisConnection$1, RedisConnection$1, Scripts$1, parser$3;
      parser$3 = parser;
      Events$2 = Events_1;
      RedisConnection$1 = require$$2;
      IORedisConnection$1 = require$$3;
      Scripts$1 = require$$4;
      Group = (function() {
        class Group2 {
          constructor(limiterOptions = {}) {
            this.deleteKey = this.deleteKey.bind(this);
            this.limiterOptions = limiterOptions;
            parser$3.load(this.limiterOptions, this.defaults, this);
            this.Events = new Events$2(this);
            this.instances = {};
            this.Bottleneck = Bottleneck_1;
            this._startAutoCleanup();
            this.sharedConnection = this.connection != null;
            if (this.connection == null) {
              if (this.limiterOptions.datastore === "redis") {
                this.connection = new RedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              } else if (this.limiterOptions.datastore === "ioredis") {
                this.connection = new IORedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              }
            }
          }
          key(key = "") {
            var ref2;
            return (ref2 = this.instances[key]) != null ? ref2 : (() => {
              var limiter;
              limiter = this.instances[key] = new this.Bottleneck(Object.assign(this.limiterOptions, {
                id: `${this.id}-${key}`,
                timeout: this.timeout,
                connection: this.connection
              }));
              this.Events.trigger("created", limiter, key);
              return limiter;
            })();
          }
          async deleteKey(key = "") {
            var deleted, instance;
            instance = this.instances[key];
            if (this.connection) {
              deleted = await this.connection.__runCommand__(["del", ...Scripts$1.allKeys(`${this.id}-${key}`)]);
            }
            if (instance != null) {
              delete this.instances[key];
              await instance.disconnect();
            }
            return instance != null || deleted > 0;
          }
          limiters() {
            var k, ref2, results, v;
            ref2 = this.instances;
            results = [];
            for (k in ref2) {
              v = ref2[k];
              results.push({
                key: k,
                limiter: v
              });
            }
            return results;
          }
          keys() {
            return Object.keys(this.instances);
          }
          async clusterKeys() {
            var cursor, end, found, i, k, keys, len, next, start;
            if (this.connection == null) {
              return this.Promise.resolve(this.keys());
            }
            keys = [];
            cursor = null;
            start = `b_${this.id}-`.length;
            end = "_settings".length;
            while (cursor !== 0) {
              [next, found] = await this.connection.__runCommand__(["scan", cursor != null ? cursor : 0, "match", `b_${this.id}-*_settings`, "count", 1e4]);
              cursor = ~~next;
              for (i = 0, len = found.length; i < len; i++) {
                k = found[i];
                keys.push(k.slice(start, -end));
              }
            }
            return keys;
          }
          _startAutoCleanup() {
            var base;
            clearInterval(this.interval);
            return typeof (base = this.interval = setInterval(async () => {
              var e, k, ref2, results, time, v;
              time = Date.now();
              ref2 = this.instances;
              results = [];
              for (k in ref2) {
                v = ref2[k];
                try {
                  if (await v._store.__groupCheck__(time)) {
                    results.push(this.deleteKey(k));
                  } else {
                    results.push(void 0);
                  }
                } catch (error2) {
                  e = error2;
                  results.push(v.Events.trigger("error", e));
                }
              }
              return results;
            }, this.timeout / 2)).unref === "function" ? base.unref() : void 0;
          }
          updateSettings(options = {}) {
            parser$3.overwrite(options, this.defaults, this);
            parser$3.overwrite(options, options, this.limiterOptions);
            if (options.timeout != null) {
              return this._startAutoCleanup();
            }
          }
          disconnect(flush = true) {
            var ref2;
            if (!this.sharedConnection) {
              return (ref2 = this.connection) != null ? ref2.disconnect(flush) : void 0;
            }
          }
        }
        Group2.prototype.defaults = {
          timeout: 1e3 * 60 * 5,
          connection: null,
          Promise,
          id: "group-key"
        };
        return Group2;
      }).call(commonjsGlobal);
      var Group_1 = Group;
      var Batcher, Events$3, parser$4;
      parser$4 = parser;
      Events$3 = Events_1;
      Batcher = (function() {
        class Batcher2 {
          constructor(options = {}) {
            this.options = options;
            parser$4.load(this.options, this.defaults, this);
            this.Events = new Events$3(this);
            this._arr = [];
            this._resetPromise();
            this._lastFlush = Date.now();
          }
          _resetPromise() {
            return this._promise = new this.Promise((res, rej) => {
              return this._resolve = res;
            });
          }
          _flush() {
            clearTimeout(this._timeout);
            this._lastFlush = Date.now();
            this._resolve();
            this.Events.trigger("batch", this._arr);
            this._arr = [];
            return this._resetPromise();
          }
          add(data) {
            var ret;
            this._arr.push(data);
            ret = this._promise;
            if (this._arr.length === this.maxSize) {
              this._flush();
            } else if (this.maxTime != null && this._arr.length === 1) {
              this._timeout = setTimeout(() => {
                return this._flush();
              }, this.maxTime);
            }
            return ret;
          }
        }
        Batcher2.prototype.defaults = {
          maxTime: null,
          maxSize: null,
          Promise
        };
        return Batcher2;
      }).call(commonjsGlobal);
      var Batcher_1 = Batcher;
      var require$$4$1 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$8 = getCjsExportFromNamespace(version$2);
      var Bottleneck3, DEFAULT_PRIORITY$1, Events$4, Job$1, LocalDatastore$1, NUM_PRIORITIES$1, Queues$1, RedisDatastore$1, States$1, Sync$1, parser$5, splice = [].splice;
      NUM_PRIORITIES$1 = 10;
      DEFAULT_PRIORITY$1 = 5;
      parser$5 = parser;
      Queues$1 = Queues_1;
      Job$1 = Job_1;
      LocalDatastore$1 = LocalDatastore_1;
      RedisDatastore$1 = require$$4$1;
      Events$4 = Events_1;
      States$1 = States_1;
      Sync$1 = Sync_1;
      Bottleneck3 = (function() {
        class Bottleneck4 {
          constructor(options = {}, ...invalid) {
            var storeInstanceOptions, storeOptions;
            this._addToQueue = this._addToQueue.bind(this);
            this._validateOptions(options, invalid);
            parser$5.load(options, this.instanceDefaults, this);
            this._queues = new Queues$1(NUM_PRIORITIES$1);
            this._scheduled = {};
            this._states = new States$1(["RECEIVED", "QUEUED", "RUNNING", "EXECUTING"].concat(this.trackDoneStatus ? ["DONE"] : []));
            this._limiter = null;
            this.Events = new Events$4(this);
            this._submitLock = new Sync$1("submit", this.Promise);
            this._registerLock = new Sync$1("register", this.Promise);
            storeOptions = parser$5.load(options, this.storeDefaults, {});
            this._store = (function() {
              if (this.datastore === "redis" || this.datastore === "ioredis" || this.connection != null) {
                storeInstanceOptions = parser$5.load(options, this.redisStoreDefaults, {});
                return new RedisDatastore$1(this, storeOptions, storeInstanceOptions);
              } else if (this.datastore === "local") {
                storeInstanceOptions = parser$5.load(options, this.localStoreDefaults, {});
                return new LocalDatastore$1(this, storeOptions, storeInstanceOptions);
              } else {
                throw new Bottleneck4.prototype.BottleneckError(`Invalid datastore type: ${this.datastore}`);
              }
            }).call(this);
            this._queues.on("leftzero", () => {
              var ref2;
              return (ref2 = this._store.heartbeat) != null ? typeof ref2.ref === "function" ? ref2.ref() : void 0 : void 0;
            });
            this._queues.on("zero", () => {
              var ref2;
              return (ref2 = this._store.heartbeat) != null ? typeof ref2.unref === "function" ? ref2.unref() : void 0 : void 0;
            });
          }
          _validateOptions(options, invalid) {
            if (!(options != null && typeof options === "object" && invalid.length === 0)) {
              throw new Bottleneck4.prototype.BottleneckError("Bottleneck v2 takes a single object argument. Refer to https://github.com/SGrondin/bottleneck#upgrading-to-v2 if you're upgrading from Bottleneck v1.");
            }
          }
          ready() {
            return this._store.ready;
          }
          clients() {
            return this._store.clients;
          }
          channel() {
            return `b_${this.id}`;
          }
          channel_client() {
            return `b_${this.id}_${this._store.clientId}`;
          }
          publish(message) {
            return this._store.__publish__(message);
          }
          disconnect(flush = true) {
            return this._store.__disconnect__(flush);
          }
          chain(_limiter) {
            this._limiter = _limiter;
            return this;
          }
          queued(priority) {
            return this._queues.queued(priority);
          }
          clusterQueued() {
            return this._store.__queued__();
          }
          empty() {
            return this.queued() === 0 && this._submitLock.isEmpty();
          }
          running() {
            return this._store.__running__();
          }
          done() {
            return this._store.__done__();
          }
          jobStatus(id2) {
            return this._states.jobStatus(id2);
          }
          jobs(status) {
            return this._states.statusJobs(status);
          }
          counts() {
            return this._states.statusCounts();
          }
          _randomIndex() {
            return Math.random().toString(36).slice(2);
          }
          check(weight = 1) {
            return this._store.__check__(weight);
          }
          _clearGlobalState(index) {
            if (this._scheduled[index] != null) {
              clearTimeout(this._scheduled[index].expiration);
              delete this._scheduled[index];
              return true;
            } else {
              return false;
            }
          }
          async _free(index, job, options, eventInfo) {
            var e, running;
            try {
              ({ running } = await this._store.__free__(index, options.weight));
              this.Events.trigger("debug", `Freed ${options.id}`, eventInfo);
              if (running === 0 && this.empty()) {
                return this.Events.trigger("idle");
              }
            } catch (error1) {
              e = error1;
              return this.Events.trigger("error", e);
            }
          }
          _run(index, job, wait) {
            var clearGlobalState, free, run2;
            job.doRun();
            clearGlobalState = this._clearGlobalState.bind(this, index);
            run2 = this._run.bind(this, index, job);
            free = this._free.bind(this, index, job);
            return this._scheduled[index] = {
              timeout: setTimeout(() => {
                return job.doExecute(this._limiter, clearGlobalState, run2, free);
              }, wait),
              expiration: job.options.expiration != null ? setTimeout(function() {
                return job.doExpire(clearGlobalState, run2, free);
              }, wait + job.options.expiration) : void 0,
              job
            };
          }
          _drainOne(capacity) {
            return this._registerLock.schedule(() => {
              var args, index, next, options, queue;
              if (this.queued() === 0) {
                return this.Promise.resolve(null);
              }
              queue = this._queues.getFirst();
              ({ options, args } = next = queue.first());
              if (capacity != null && options.weight > capacity) {
                return this.Promise.resolve(null);
              }
              this.Events.trigger("debug", `Draining ${options.id}`, { args, options });
              index = this._randomIndex();
              return this._store.__register__(index, options.weight, options.expiration).then(({ success, wait, reservoir }) => {
                var empty;
                this.Events.trigger("debug", `Drained ${options.id}`, { success, args, options });
                if (success) {
                  queue.shift();
                  empty = this.empty();
                  if (empty) {
                    this.Events.trigger("empty");
                  }
                  if (reservoir === 0) {
                    this.Events.trigger("depleted", empty);
                  }
                  this._run(index, next, wait);
                  return this.Promise.resolve(options.weight);
                } else {
                  return this.Promise.resolve(null);
                }
              });
            });
          }
          _drainAll(capacity, total = 0) {
            return this._drainOne(capacity).then((drained) => {
              var newCapacity;
              if (drained != null) {
                newCapacity = capacity != null ? capacity - drained : capacity;
                return this._drainAll(newCapacity, total + drained);
              } else {
                return this.Promise.resolve(total);
              }
            }).catch((e) => {
              return this.Events.trigger("error", e);
            });
          }
          _dropAllQueued(message) {
            return this._queues.shiftAll(function(job) {
              return job.doDrop({ message });
            });
          }
          stop(options = {}) {
            var done, waitForExecuting;
            options = parser$5.load(options, this.stopDefaults);
            waitForExecuting = (at) => {
              var finished;
              finished = () => {
                var counts;
                counts = this._states.counts;
                return counts[0] + counts[1] + counts[2] + counts[3] === at;
              };
              return new this.Promise((resolve5, reject) => {
                if (finished()) {
                  return resolve5();
                } else {
                  return this.on("done", () => {
                    if (finished()) {
                      this.removeAllListeners("done");
                      return resolve5();
                    }
                  });
                }
              });
            };
            done = options.dropWaitingJobs ? (this._run = function(index, next) {
              return next.doDrop({
                message: options.dropErrorMessage
              });
            }, this._drainOne = () => {
              return this.Promise.resolve(null);
            }, this._registerLock.schedule(() => {
              return this._submitLock.schedule(() => {
                var k, ref2, v;
                ref2 = this._scheduled;
                for (k in ref2) {
                  v = ref2[k];
                  if (this.jobStatus(v.job.options.id) === "RUNNING") {
                    clearTimeout(v.timeout);
                    clearTimeout(v.expiration);
                    v.job.doDrop({
                      message: options.dropErrorMessage
                    });
                  }
                }
                this._dropAllQueued(options.dropErrorMessage);
                return waitForExecuting(0);
              });
            })) : this.schedule({
              priority: NUM_PRIORITIES$1 - 1,
              weight: 0
            }, () => {
              return waitForExecuting(1);
            });
            this._receive = function(job) {
              return job._reject(new Bottleneck4.prototype.BottleneckError(options.enqueueErrorMessage));
            };
            this.stop = () => {
              return this.Promise.reject(new Bottleneck4.prototype.BottleneckError("stop() has already been called"));
            };
            return done;
          }
          async _addToQueue(job) {
            var args, blocked, error2, options, reachedHWM, shifted, strategy;
            ({ args, options } = job);
            try {
              ({ reachedHWM, blocked, strategy } = await this._store.__submit__(this.queued(), options.weight));
            } catch (error1) {
              error2 = error1;
              this.Events.trigger("debug", `Could not queue ${options.id}`, { args, options, error: error2 });
              job.doDrop({ error: error2 });
              return false;
            }
            if (blocked) {
              job.doDrop();
              return true;
            } else if (reachedHWM) {
              shifted = strategy === Bottleneck4.prototype.strategy.LEAK ? this._queues.shiftLastFrom(options.priority) : strategy === Bottleneck4.prototype.strategy.OVERFLOW_PRIORITY ? this._queues.shiftLastFrom(options.priority + 1) : strategy === Bottleneck4.prototype.strategy.OVERFLOW ? job : void 0;
              if (shifted != null) {
                shifted.doDrop();
              }
              if (shifted == null || strategy === Bottleneck4.prototype.strategy.OVERFLOW) {
                if (shifted == null) {
                  job.doDrop();
                }
                return reachedHWM;
              }
            }
            job.doQueue(reachedHWM, blocked);
            this._queues.push(job);
            await this._drainAll();
            return reachedHWM;
          }
          _receive(job) {
            if (this._states.jobStatus(job.options.id) != null) {
              job._reject(new Bottleneck4.prototype.BottleneckError(`A job with the same id already exists (id=${job.options.id})`));
              return false;
            } else {
              job.doReceive();
              return this._submitLock.schedule(this._addToQueue, job);
            }
          }
          submit(...args) {
            var cb, fn, job, options, ref2, ref1, task;
            if (typeof args[0] === "function") {
              ref2 = args, [fn, ...args] = ref2, [cb] = splice.call(args, -1);
              options = parser$5.load({}, this.jobDefaults);
            } else {
              ref1 = args, [options, fn, ...args] = ref1, [cb] = splice.call(args, -1);
              options = parser$5.load(options, this.jobDefaults);
            }
            task = (...args2) => {
              return new this.Promise(function(resolve5, reject) {
                return fn(...args2, function(...args3) {
                  return (args3[0] != null ? reject : resolve5)(args3);
                });
              });
            };
            job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            job.promise.then(function(args2) {
              return typeof cb === "function" ? cb(...args2) : void 0;
            }).catch(function(args2) {
              if (Array.isArray(args2)) {
                return typeof cb === "function" ? cb(...args2) : void 0;
              } else {
                return typeof cb === "function" ? cb(args2) : void 0;
              }
            });
            return this._receive(job);
          }
          schedule(...args) {
            var job, options, task;
            if (typeof args[0] === "function") {
              [task, ...args] = args;
              options = {};
            } else {
              [options, task, ...args] = args;
            }
            job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            this._receive(job);
            return job.promise;
          }
          wrap(fn) {
            var schedule, wrapped;
            schedule = this.schedule.bind(this);
            wrapped = function(...args) {
              return schedule(fn.bind(this), ...args);
            };
            wrapped.withOptions = function(options, ...args) {
              return schedule(options, fn, ...args);
            };
            return wrapped;
          }
          async updateSettings(options = {}) {
            await this._store.__updateSettings__(parser$5.overwrite(options, this.storeDefaults));
            parser$5.overwrite(options, this.instanceDefaults, this);
            return this;
          }
          currentReservoir() {
            return this._store.__currentReservoir__();
          }
          incrementReservoir(incr = 0) {
            return this._store.__incrementReservoir__(incr);
          }
        }
        Bottleneck4.default = Bottleneck4;
        Bottleneck4.Events = Events$4;
        Bottleneck4.version = Bottleneck4.prototype.version = require$$8.version;
        Bottleneck4.strategy = Bottleneck4.prototype.strategy = {
          LEAK: 1,
          OVERFLOW: 2,
          OVERFLOW_PRIORITY: 4,
          BLOCK: 3
        };
        Bottleneck4.BottleneckError = Bottleneck4.prototype.BottleneckError = BottleneckError_1;
        Bottleneck4.Group = Bottleneck4.prototype.Group = Group_1;
        Bottleneck4.RedisConnection = Bottleneck4.prototype.RedisConnection = require$$2;
        Bottleneck4.IORedisConnection = Bottleneck4.prototype.IORedisConnection = require$$3;
        Bottleneck4.Batcher = Bottleneck4.prototype.Batcher = Batcher_1;
        Bottleneck4.prototype.jobDefaults = {
          priority: DEFAULT_PRIORITY$1,
          weight: 1,
          expiration: null,
          id: "<no-id>"
        };
        Bottleneck4.prototype.storeDefaults = {
          maxConcurrent: null,
          minTime: 0,
          highWater: null,
          strategy: Bottleneck4.prototype.strategy.LEAK,
          penalty: null,
          reservoir: null,
          reservoirRefreshInterval: null,
          reservoirRefreshAmount: null,
          reservoirIncreaseInterval: null,
          reservoirIncreaseAmount: null,
          reservoirIncreaseMaximum: null
        };
        Bottleneck4.prototype.localStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 250
        };
        Bottleneck4.prototype.redisStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 5e3,
          clientTimeout: 1e4,
          Redis: null,
          clientOptions: {},
          clusterNodes: null,
          clearDatastore: false,
          connection: null
        };
        Bottleneck4.prototype.instanceDefaults = {
          datastore: "local",
          connection: null,
          id: "<no-id>",
          rejectOnDrop: true,
          trackDoneStatus: false,
          Promise
        };
        Bottleneck4.prototype.stopDefaults = {
          enqueueErrorMessage: "This limiter has been stopped and cannot accept new jobs.",
          dropWaitingJobs: true,
          dropErrorMessage: "This limiter has been stopped."
        };
        return Bottleneck4;
      }).call(commonjsGlobal);
      var Bottleneck_1 = Bottleneck3;
      var lib = Bottleneck_1;
      return lib;
    }));
  }
});

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/http-client/lib/index.js
var tunnel = __toESM(require_tunnel2(), 1);
var import_undici = __toESM(require_undici(), 1);
var HttpCodes;
(function(HttpCodes2) {
  HttpCodes2[HttpCodes2["OK"] = 200] = "OK";
  HttpCodes2[HttpCodes2["MultipleChoices"] = 300] = "MultipleChoices";
  HttpCodes2[HttpCodes2["MovedPermanently"] = 301] = "MovedPermanently";
  HttpCodes2[HttpCodes2["ResourceMoved"] = 302] = "ResourceMoved";
  HttpCodes2[HttpCodes2["SeeOther"] = 303] = "SeeOther";
  HttpCodes2[HttpCodes2["NotModified"] = 304] = "NotModified";
  HttpCodes2[HttpCodes2["UseProxy"] = 305] = "UseProxy";
  HttpCodes2[HttpCodes2["SwitchProxy"] = 306] = "SwitchProxy";
  HttpCodes2[HttpCodes2["TemporaryRedirect"] = 307] = "TemporaryRedirect";
  HttpCodes2[HttpCodes2["PermanentRedirect"] = 308] = "PermanentRedirect";
  HttpCodes2[HttpCodes2["BadRequest"] = 400] = "BadRequest";
  HttpCodes2[HttpCodes2["Unauthorized"] = 401] = "Unauthorized";
  HttpCodes2[HttpCodes2["PaymentRequired"] = 402] = "PaymentRequired";
  HttpCodes2[HttpCodes2["Forbidden"] = 403] = "Forbidden";
  HttpCodes2[HttpCodes2["NotFound"] = 404] = "NotFound";
  HttpCodes2[HttpCodes2["MethodNotAllowed"] = 405] = "MethodNotAllowed";
  HttpCodes2[HttpCodes2["NotAcceptable"] = 406] = "NotAcceptable";
  HttpCodes2[HttpCodes2["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
  HttpCodes2[HttpCodes2["RequestTimeout"] = 408] = "RequestTimeout";
  HttpCodes2[HttpCodes2["Conflict"] = 409] = "Conflict";
  HttpCodes2[HttpCodes2["Gone"] = 410] = "Gone";
  HttpCodes2[HttpCodes2["TooManyRequests"] = 429] = "TooManyRequests";
  HttpCodes2[HttpCodes2["InternalServerError"] = 500] = "InternalServerError";
  HttpCodes2[HttpCodes2["NotImplemented"] = 501] = "NotImplemented";
  HttpCodes2[HttpCodes2["BadGateway"] = 502] = "BadGateway";
  HttpCodes2[HttpCodes2["ServiceUnavailable"] = 503] = "ServiceUnavailable";
  HttpCodes2[HttpCodes2["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function(Headers2) {
  Headers2["Accept"] = "accept";
  Headers2["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function(MediaTypes2) {
  MediaTypes2["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
var HttpRedirectCodes = [
  HttpCodes.MovedPermanently,
  HttpCodes.ResourceMoved,
  HttpCodes.SeeOther,
  HttpCodes.TemporaryRedirect,
  HttpCodes.PermanentRedirect
];
var HttpResponseRetryCodes = [
  HttpCodes.BadGateway,
  HttpCodes.ServiceUnavailable,
  HttpCodes.GatewayTimeout
];

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve5) {
      resolve5(value);
    });
  }
  return new (P || (P = Promise))(function(resolve5, reject) {
    function fulfilled(value) {
      try {
        step2(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step2(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step2(result) {
      result.done ? resolve5(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step2((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code2, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code2), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell2) => {
        if (typeof cell2 === "string") {
          return this.wrap("td", cell2);
        }
        const { header, data, colspan, rowspan } = cell2;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label2, content) {
    const element = this.wrap("details", this.wrap("summary", label2) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();
var summary = _summary;

// node_modules/@actions/core/lib/platform.js
import os3 from "os";

// node_modules/@actions/io/lib/io-util.js
import * as fs2 from "fs";
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function debug(message) {
  issueCommand("debug", {}, message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
  issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os4.EOL);
}

// node_modules/@actions/github/lib/context.js
import { readFileSync, existsSync as existsSync2 } from "fs";
import { EOL as EOL5 } from "os";
var Context = class {
  /**
   * Hydrate the context from the environment
   */
  constructor() {
    var _a, _b, _c;
    this.payload = {};
    if (process.env.GITHUB_EVENT_PATH) {
      if (existsSync2(process.env.GITHUB_EVENT_PATH)) {
        this.payload = JSON.parse(readFileSync(process.env.GITHUB_EVENT_PATH, { encoding: "utf8" }));
      } else {
        const path2 = process.env.GITHUB_EVENT_PATH;
        process.stdout.write(`GITHUB_EVENT_PATH ${path2} does not exist${EOL5}`);
      }
    }
    this.eventName = process.env.GITHUB_EVENT_NAME;
    this.sha = process.env.GITHUB_SHA;
    this.ref = process.env.GITHUB_REF;
    this.workflow = process.env.GITHUB_WORKFLOW;
    this.action = process.env.GITHUB_ACTION;
    this.actor = process.env.GITHUB_ACTOR;
    this.job = process.env.GITHUB_JOB;
    this.runAttempt = parseInt(process.env.GITHUB_RUN_ATTEMPT, 10);
    this.runNumber = parseInt(process.env.GITHUB_RUN_NUMBER, 10);
    this.runId = parseInt(process.env.GITHUB_RUN_ID, 10);
    this.apiUrl = (_a = process.env.GITHUB_API_URL) !== null && _a !== void 0 ? _a : `https://api.github.com`;
    this.serverUrl = (_b = process.env.GITHUB_SERVER_URL) !== null && _b !== void 0 ? _b : `https://github.com`;
    this.graphqlUrl = (_c = process.env.GITHUB_GRAPHQL_URL) !== null && _c !== void 0 ? _c : `https://api.github.com/graphql`;
  }
  get issue() {
    const payload = this.payload;
    return Object.assign(Object.assign({}, this.repo), { number: (payload.issue || payload.pull_request || payload).number });
  }
  get repo() {
    if (process.env.GITHUB_REPOSITORY) {
      const [owner, repo] = process.env.GITHUB_REPOSITORY.split("/");
      return { owner, repo };
    }
    if (this.payload.repository) {
      return {
        owner: this.payload.repository.owner.login,
        repo: this.payload.repository.name
      };
    }
    throw new Error("context.repo requires a GITHUB_REPOSITORY environment variable like 'owner/repo'");
  }
};

// node_modules/@actions/github/lib/internal/utils.js
var httpClient = __toESM(require_lib(), 1);
var import_undici2 = __toESM(require_undici(), 1);
var __awaiter2 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve5) {
      resolve5(value);
    });
  }
  return new (P || (P = Promise))(function(resolve5, reject) {
    function fulfilled(value) {
      try {
        step2(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step2(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step2(result) {
      result.done ? resolve5(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step2((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
function getAuthString(token, options) {
  if (!token && !options.auth) {
    throw new Error("Parameter token or opts.auth is required");
  } else if (token && options.auth) {
    throw new Error("Parameters token and opts.auth may not both be specified");
  }
  return typeof options.auth === "string" ? options.auth : `token ${token}`;
}
function getProxyAgent(destinationUrl) {
  const hc = new httpClient.HttpClient();
  return hc.getAgent(destinationUrl);
}
function getProxyAgentDispatcher(destinationUrl) {
  const hc = new httpClient.HttpClient();
  return hc.getAgentDispatcher(destinationUrl);
}
function getProxyFetch(destinationUrl) {
  const httpDispatcher = getProxyAgentDispatcher(destinationUrl);
  const proxyFetch = (url, opts) => __awaiter2(this, void 0, void 0, function* () {
    return (0, import_undici2.fetch)(url, Object.assign(Object.assign({}, opts), { dispatcher: httpDispatcher }));
  });
  return proxyFetch;
}
function getApiBaseUrl() {
  return process.env["GITHUB_API_URL"] || "https://api.github.com";
}
function getUserAgentWithOrchestrationId(baseUserAgent) {
  var _a;
  const orchId = (_a = process.env["ACTIONS_ORCHESTRATION_ID"]) === null || _a === void 0 ? void 0 : _a.trim();
  if (orchId) {
    const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, "_");
    const tag = `actions_orchestration_id/${sanitizedId}`;
    if (baseUserAgent === null || baseUserAgent === void 0 ? void 0 : baseUserAgent.includes(tag))
      return baseUserAgent;
    const ua = baseUserAgent ? `${baseUserAgent} ` : "";
    return `${ua}${tag}`;
  }
  return baseUserAgent;
}

// node_modules/universal-user-agent/index.js
function getUserAgent() {
  if (typeof navigator === "object" && "userAgent" in navigator) {
    return navigator.userAgent;
  }
  if (typeof process === "object" && process.version !== void 0) {
    return `Node.js/${process.version.substr(1)} (${process.platform}; ${process.arch})`;
  }
  return "<environment undetectable>";
}

// node_modules/before-after-hook/lib/register.js
function register(state, name, method, options) {
  if (typeof method !== "function") {
    throw new Error("method for before hook must be a function");
  }
  if (!options) {
    options = {};
  }
  if (Array.isArray(name)) {
    return name.reverse().reduce((callback, name2) => {
      return register.bind(null, state, name2, callback, options);
    }, method)();
  }
  return Promise.resolve().then(() => {
    if (!state.registry[name]) {
      return method(options);
    }
    return state.registry[name].reduce((method2, registered) => {
      return registered.hook.bind(null, method2, options);
    }, method)();
  });
}

// node_modules/before-after-hook/lib/add.js
function addHook(state, kind, name, hook2) {
  const orig = hook2;
  if (!state.registry[name]) {
    state.registry[name] = [];
  }
  if (kind === "before") {
    hook2 = (method, options) => {
      return Promise.resolve().then(orig.bind(null, options)).then(method.bind(null, options));
    };
  }
  if (kind === "after") {
    hook2 = (method, options) => {
      let result;
      return Promise.resolve().then(method.bind(null, options)).then((result_) => {
        result = result_;
        return orig(result, options);
      }).then(() => {
        return result;
      });
    };
  }
  if (kind === "error") {
    hook2 = (method, options) => {
      return Promise.resolve().then(method.bind(null, options)).catch((error2) => {
        return orig(error2, options);
      });
    };
  }
  state.registry[name].push({
    hook: hook2,
    orig
  });
}

// node_modules/before-after-hook/lib/remove.js
function removeHook(state, name, method) {
  if (!state.registry[name]) {
    return;
  }
  const index = state.registry[name].map((registered) => {
    return registered.orig;
  }).indexOf(method);
  if (index === -1) {
    return;
  }
  state.registry[name].splice(index, 1);
}

// node_modules/before-after-hook/index.js
var bind = Function.bind;
var bindable = bind.bind(bind);
function bindApi(hook2, state, name) {
  const removeHookRef = bindable(removeHook, null).apply(
    null,
    name ? [state, name] : [state]
  );
  hook2.api = { remove: removeHookRef };
  hook2.remove = removeHookRef;
  ["before", "error", "after", "wrap"].forEach((kind) => {
    const args = name ? [state, kind, name] : [state, kind];
    hook2[kind] = hook2.api[kind] = bindable(addHook, null).apply(null, args);
  });
}
function Singular() {
  const singularHookName = Symbol("Singular");
  const singularHookState = {
    registry: {}
  };
  const singularHook = register.bind(null, singularHookState, singularHookName);
  bindApi(singularHook, singularHookState, singularHookName);
  return singularHook;
}
function Collection() {
  const state = {
    registry: {}
  };
  const hook2 = register.bind(null, state);
  bindApi(hook2, state);
  return hook2;
}
var before_after_hook_default = { Singular, Collection };

// node_modules/@octokit/endpoint/dist-bundle/index.js
var VERSION = "0.0.0-development";
var userAgent = `octokit-endpoint.js/${VERSION} ${getUserAgent()}`;
var DEFAULTS = {
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": userAgent
  },
  mediaType: {
    format: ""
  }
};
function lowercaseKeys(object) {
  if (!object) {
    return {};
  }
  return Object.keys(object).reduce((newObj, key) => {
    newObj[key.toLowerCase()] = object[key];
    return newObj;
  }, {});
}
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
function mergeDeep(defaults2, options) {
  const result = Object.assign({}, defaults2);
  Object.keys(options).forEach((key) => {
    if (isPlainObject(options[key])) {
      if (!(key in defaults2)) Object.assign(result, { [key]: options[key] });
      else result[key] = mergeDeep(defaults2[key], options[key]);
    } else {
      Object.assign(result, { [key]: options[key] });
    }
  });
  return result;
}
function removeUndefinedProperties(obj) {
  for (const key in obj) {
    if (obj[key] === void 0) {
      delete obj[key];
    }
  }
  return obj;
}
function merge(defaults2, route, options) {
  if (typeof route === "string") {
    let [method, url] = route.split(" ");
    options = Object.assign(url ? { method, url } : { url: method }, options);
  } else {
    options = Object.assign({}, route);
  }
  options.headers = lowercaseKeys(options.headers);
  removeUndefinedProperties(options);
  removeUndefinedProperties(options.headers);
  const mergedOptions = mergeDeep(defaults2 || {}, options);
  if (options.url === "/graphql") {
    if (defaults2 && defaults2.mediaType.previews?.length) {
      mergedOptions.mediaType.previews = defaults2.mediaType.previews.filter(
        (preview) => !mergedOptions.mediaType.previews.includes(preview)
      ).concat(mergedOptions.mediaType.previews);
    }
    mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""));
  }
  return mergedOptions;
}
function addQueryParameters(url, parameters) {
  const separator = /\?/.test(url) ? "&" : "?";
  const names = Object.keys(parameters);
  if (names.length === 0) {
    return url;
  }
  return url + separator + names.map((name) => {
    if (name === "q") {
      return "q=" + parameters.q.split("+").map(encodeURIComponent).join("+");
    }
    return `${name}=${encodeURIComponent(parameters[name])}`;
  }).join("&");
}
var urlVariableRegex = /\{[^{}}]+\}/g;
function removeNonChars(variableName) {
  return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
}
function extractUrlVariableNames(url) {
  const matches = url.match(urlVariableRegex);
  if (!matches) {
    return [];
  }
  return matches.map(removeNonChars).reduce((a, b) => a.concat(b), []);
}
function omit(object, keysToOmit) {
  const result = { __proto__: null };
  for (const key of Object.keys(object)) {
    if (keysToOmit.indexOf(key) === -1) {
      result[key] = object[key];
    }
  }
  return result;
}
function encodeReserved(str) {
  return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
    if (!/%[0-9A-Fa-f]/.test(part)) {
      part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
    }
    return part;
  }).join("");
}
function encodeUnreserved(str) {
  return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
    return "%" + c.charCodeAt(0).toString(16).toUpperCase();
  });
}
function encodeValue(operator, value, key) {
  value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value);
  if (key) {
    return encodeUnreserved(key) + "=" + value;
  } else {
    return value;
  }
}
function isDefined(value) {
  return value !== void 0 && value !== null;
}
function isKeyOperator(operator) {
  return operator === ";" || operator === "&" || operator === "?";
}
function getValues(context3, operator, key, modifier) {
  var value = context3[key], result = [];
  if (isDefined(value) && value !== "") {
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
      value = value.toString();
      if (modifier && modifier !== "*") {
        value = value.substring(0, parseInt(modifier, 10));
      }
      result.push(
        encodeValue(operator, value, isKeyOperator(operator) ? key : "")
      );
    } else {
      if (modifier === "*") {
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            result.push(
              encodeValue(operator, value2, isKeyOperator(operator) ? key : "")
            );
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              result.push(encodeValue(operator, value[k], k));
            }
          });
        }
      } else {
        const tmp = [];
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            tmp.push(encodeValue(operator, value2));
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              tmp.push(encodeUnreserved(k));
              tmp.push(encodeValue(operator, value[k].toString()));
            }
          });
        }
        if (isKeyOperator(operator)) {
          result.push(encodeUnreserved(key) + "=" + tmp.join(","));
        } else if (tmp.length !== 0) {
          result.push(tmp.join(","));
        }
      }
    }
  } else {
    if (operator === ";") {
      if (isDefined(value)) {
        result.push(encodeUnreserved(key));
      }
    } else if (value === "" && (operator === "&" || operator === "?")) {
      result.push(encodeUnreserved(key) + "=");
    } else if (value === "") {
      result.push("");
    }
  }
  return result;
}
function parseUrl(template) {
  return {
    expand: expand.bind(null, template)
  };
}
function expand(template, context3) {
  var operators = ["+", "#", ".", "/", ";", "?", "&"];
  template = template.replace(
    /\{([^\{\}]+)\}|([^\{\}]+)/g,
    function(_, expression, literal) {
      if (expression) {
        let operator = "";
        const values = [];
        if (operators.indexOf(expression.charAt(0)) !== -1) {
          operator = expression.charAt(0);
          expression = expression.substr(1);
        }
        expression.split(/,/g).forEach(function(variable) {
          var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
          values.push(getValues(context3, operator, tmp[1], tmp[2] || tmp[3]));
        });
        if (operator && operator !== "+") {
          var separator = ",";
          if (operator === "?") {
            separator = "&";
          } else if (operator !== "#") {
            separator = operator;
          }
          return (values.length !== 0 ? operator : "") + values.join(separator);
        } else {
          return values.join(",");
        }
      } else {
        return encodeReserved(literal);
      }
    }
  );
  if (template === "/") {
    return template;
  } else {
    return template.replace(/\/$/, "");
  }
}
function parse(options) {
  let method = options.method.toUpperCase();
  let url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
  let headers = Object.assign({}, options.headers);
  let body;
  let parameters = omit(options, [
    "method",
    "baseUrl",
    "url",
    "headers",
    "request",
    "mediaType"
  ]);
  const urlVariableNames = extractUrlVariableNames(url);
  url = parseUrl(url).expand(parameters);
  if (!/^http/.test(url)) {
    url = options.baseUrl + url;
  }
  const omittedParameters = Object.keys(options).filter((option) => urlVariableNames.includes(option)).concat("baseUrl");
  const remainingParameters = omit(parameters, omittedParameters);
  const isBinaryRequest = /application\/octet-stream/i.test(headers.accept);
  if (!isBinaryRequest) {
    if (options.mediaType.format) {
      headers.accept = headers.accept.split(/,/).map(
        (format) => format.replace(
          /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
          `application/vnd$1$2.${options.mediaType.format}`
        )
      ).join(",");
    }
    if (url.endsWith("/graphql")) {
      if (options.mediaType.previews?.length) {
        const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
        headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map((preview) => {
          const format = options.mediaType.format ? `.${options.mediaType.format}` : "+json";
          return `application/vnd.github.${preview}-preview${format}`;
        }).join(",");
      }
    }
  }
  if (["GET", "HEAD"].includes(method)) {
    url = addQueryParameters(url, remainingParameters);
  } else {
    if ("data" in remainingParameters) {
      body = remainingParameters.data;
    } else {
      if (Object.keys(remainingParameters).length) {
        body = remainingParameters;
      }
    }
  }
  if (!headers["content-type"] && typeof body !== "undefined") {
    headers["content-type"] = "application/json; charset=utf-8";
  }
  if (["PATCH", "PUT"].includes(method) && typeof body === "undefined") {
    body = "";
  }
  return Object.assign(
    { method, url, headers },
    typeof body !== "undefined" ? { body } : null,
    options.request ? { request: options.request } : null
  );
}
function endpointWithDefaults(defaults2, route, options) {
  return parse(merge(defaults2, route, options));
}
function withDefaults(oldDefaults, newDefaults) {
  const DEFAULTS2 = merge(oldDefaults, newDefaults);
  const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
  return Object.assign(endpoint2, {
    DEFAULTS: DEFAULTS2,
    defaults: withDefaults.bind(null, DEFAULTS2),
    merge: merge.bind(null, DEFAULTS2),
    parse
  });
}
var endpoint = withDefaults(null, DEFAULTS);

// node_modules/@octokit/request/dist-bundle/index.js
var import_content_type = __toESM(require_dist(), 1);

// node_modules/json-with-bigint/json-with-bigint.js
var intRegex = /^-?\d+$/;
var noiseValue = /^-?\d+n+$/;
var originalStringify = JSON.stringify;
var originalParse = JSON.parse;
var customFormat = /^-?\d+n$/;
var bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
var noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;
var isUnstringifiable = (val) => val === void 0 || typeof val === "function" || typeof val === "symbol";
var isRawJSON = (val) => val !== null && typeof val === "object" && val.constructor && val.constructor.name === "RawJSON";
var stringifyIteratively = (rootValue, replacer, spaceParam) => {
  let space = "";
  if (typeof spaceParam === "number") {
    space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam))));
  } else if (typeof spaceParam === "string") {
    space = spaceParam.slice(0, 10);
  }
  const isFunctionReplacer = typeof replacer === "function";
  const propertyList = Array.isArray(replacer) ? new Set(replacer.map(String)) : null;
  const prepareVal = (parent, key, val) => {
    const isObject2 = val !== null && typeof val === "object";
    const hasToJSON = isObject2 && typeof val.toJSON === "function";
    if (hasToJSON) {
      val = val.toJSON(key);
    }
    const isNoise = typeof val === "string" && noiseValue.test(val);
    if (isNoise) return val + "n";
    const isBigInt = typeof val === "bigint";
    if (isBigInt) {
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return JSON.rawJSON(val.toString());
      return val.toString() + "n";
    }
    if (isFunctionReplacer) {
      val = replacer.call(parent, key, val);
    }
    const isPostReplacerObject = val !== null && typeof val === "object";
    if (isPostReplacerObject) {
      const isPrimitiveWrapper = val instanceof Number || val instanceof String || val instanceof Boolean;
      if (isPrimitiveWrapper) {
        val = val.valueOf();
      }
    }
    return val;
  };
  const rootProcessed = prepareVal({ "": rootValue }, "", rootValue);
  if (isUnstringifiable(rootProcessed)) {
    return void 0;
  }
  const isRootPrimitive = rootProcessed === null || typeof rootProcessed !== "object";
  const isRootNativeRawJSON = isRawJSON(rootProcessed);
  if (isRootPrimitive || isRootNativeRawJSON) {
    return originalStringify(rootProcessed);
  }
  const chunks = [];
  let level = 0;
  const stack = [
    {
      parent: { "": rootProcessed },
      key: "",
      val: rootProcessed,
      isArray: Array.isArray(rootProcessed),
      keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
      index: 0,
      first: true
    }
  ];
  const visited = new WeakSet([rootProcessed]);
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (node.index === 0) {
      chunks.push(node.isArray ? "[" : "{");
      level++;
    }
    let isDone = false;
    if (node.isArray) {
      if (node.index < node.val.length) {
        if (!node.first) chunks.push(",");
        if (space) chunks.push("\n" + space.repeat(level));
        const childRaw = node.val[node.index];
        const childVal = prepareVal(node.val, String(node.index), childRaw);
        if (isUnstringifiable(childVal)) {
          chunks.push("null");
          node.first = false;
          node.index++;
        } else {
          const isComplexObject = childVal !== null && typeof childVal === "object";
          const isNativeRaw = isRawJSON(childVal);
          if (isComplexObject && !isNativeRaw) {
            if (visited.has(childVal)) {
              throw new TypeError("Converting circular structure to JSON");
            }
            visited.add(childVal);
            stack.push({
              parent: node.val,
              key: String(node.index),
              val: childVal,
              isArray: Array.isArray(childVal),
              keys: Array.isArray(childVal) ? null : Object.keys(childVal),
              index: 0,
              first: true
            });
            node.first = false;
            node.index++;
          } else {
            chunks.push(originalStringify(childVal));
            node.first = false;
            node.index++;
          }
        }
      } else {
        isDone = true;
      }
    } else {
      while (node.index < node.keys.length) {
        const k = node.keys[node.index++];
        const isFilteredOutByArray = propertyList && !propertyList.has(k);
        if (isFilteredOutByArray) continue;
        const childRaw = node.val[k];
        const childVal = prepareVal(node.val, k, childRaw);
        if (isUnstringifiable(childVal)) continue;
        if (!node.first) chunks.push(",");
        if (space) {
          chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ");
        } else {
          chunks.push(originalStringify(k) + ":");
        }
        const isComplexObject = childVal !== null && typeof childVal === "object";
        const isNativeRaw = isRawJSON(childVal);
        if (isComplexObject && !isNativeRaw) {
          if (visited.has(childVal)) {
            throw new TypeError("Converting circular structure to JSON");
          }
          visited.add(childVal);
          stack.push({
            parent: node.val,
            key: k,
            val: childVal,
            isArray: Array.isArray(childVal),
            keys: Array.isArray(childVal) ? null : Object.keys(childVal),
            index: 0,
            first: true
          });
          node.first = false;
          break;
        } else {
          chunks.push(originalStringify(childVal));
          node.first = false;
        }
      }
      const isNodeFullyProcessed = node.index >= node.keys.length && stack[stack.length - 1] === node;
      if (isNodeFullyProcessed) {
        isDone = true;
      }
    }
    if (isDone) {
      level--;
      if (!node.first && space) chunks.push("\n" + space.repeat(level));
      chunks.push(node.isArray ? "]" : "}");
      visited.delete(node.val);
      stack.pop();
    }
  }
  return chunks.join("");
};
var JSONStringify = (value, replacer, space) => {
  try {
    const supportsRawJSON = "rawJSON" in JSON;
    if (supportsRawJSON) {
      return originalStringify(
        value,
        (key, val) => {
          if (typeof val === "bigint") return JSON.rawJSON(val.toString());
          const hasFunctionReplacer = typeof replacer === "function";
          if (hasFunctionReplacer) return replacer(key, val);
          const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
          if (isKeyInArrayReplacer) return val;
          return val;
        },
        space
      );
    }
    if (!value) return originalStringify(value, replacer, space);
    const convertedToCustomJSON = originalStringify(
      value,
      (key, val) => {
        const isNoise = typeof val === "string" && noiseValue.test(val);
        if (isNoise) return val.toString() + "n";
        if (typeof val === "bigint") return val.toString() + "n";
        const hasFunctionReplacer = typeof replacer === "function";
        if (hasFunctionReplacer) return replacer(key, val);
        const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
        if (isKeyInArrayReplacer) return val;
        return val;
      },
      space
    );
    const processedJSON = convertedToCustomJSON.replace(
      bigIntsStringify,
      "$1$2$3"
    );
    const denoisedJSON = processedJSON.replace(noiseStringify, "$1$2$3");
    return denoisedJSON;
  } catch (error2) {
    if (error2 instanceof RangeError) {
      const convertedJSON = stringifyIteratively(value, replacer, space);
      if (convertedJSON === void 0) return void 0;
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return convertedJSON;
      const processedJSON = convertedJSON.replace(bigIntsStringify, "$1$2$3");
      return processedJSON.replace(noiseStringify, "$1$2$3");
    }
    throw error2;
  }
};
var featureCache = /* @__PURE__ */ new Map();
var isContextSourceSupported = () => {
  const parseFingerprint = JSON.parse.toString();
  if (featureCache.has(parseFingerprint)) {
    return featureCache.get(parseFingerprint);
  }
  try {
    const result = JSON.parse(
      "1",
      (_, __, context3) => !!context3?.source && context3.source === "1"
    );
    featureCache.set(parseFingerprint, result);
    return result;
  } catch {
    featureCache.set(parseFingerprint, false);
    return false;
  }
};
var convertMarkedBigIntsReviver = (key, value, context3, userReviver) => {
  const isCustomFormatBigInt = typeof value === "string" && customFormat.test(value);
  if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));
  const isNoiseValue = typeof value === "string" && noiseValue.test(value);
  if (isNoiseValue) return value.slice(0, -1);
  const hasUserReviver = typeof userReviver === "function";
  if (!hasUserReviver) return value;
  return userReviver(key, value, context3);
};
var JSONParseV2 = (text, reviver) => {
  return JSON.parse(text, (key, value, context3) => {
    const isNumber = typeof value === "number";
    const isOutOfBounds = value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
    const isBigNumber = isNumber && isOutOfBounds;
    const isInt = context3 && intRegex.test(context3.source);
    const isBigInt = isBigNumber && isInt;
    if (isBigInt) return BigInt(context3.source);
    const hasCustomReviver = typeof reviver === "function";
    if (!hasCustomReviver) return value;
    return reviver(key, value, context3);
  });
};
var MAX_INT = Number.MAX_SAFE_INTEGER.toString();
var MAX_DIGITS = MAX_INT.length;
var stringsOrLargeNumbers = /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
var noiseValueWithQuotes = /^"-?\d+n+"$/;
var applyReviverIteratively = (parsed, userReviver) => {
  const rootHolder = { "": parsed };
  const stack = [{ parent: rootHolder, key: "", visited: false }];
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (!node.visited) {
      node.visited = true;
      const value = node.parent[node.key];
      const isComplexObject = value !== null && typeof value === "object";
      if (isComplexObject) {
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
          stack.push({ parent: value, key: keys[i], visited: false });
        }
      }
    } else {
      const { parent, key } = node;
      let value = parent[key];
      if (typeof value === "string") {
        const isCustomFormatBigInt = customFormat.test(value);
        if (isCustomFormatBigInt) {
          value = BigInt(value.slice(0, -1));
        } else {
          const isNoise = noiseValue.test(value);
          if (isNoise) value = value.slice(0, -1);
        }
      }
      const hasUserReviver = typeof userReviver === "function";
      if (hasUserReviver) {
        value = userReviver.call(parent, key, value);
      }
      const isDeleted = value === void 0;
      if (isDeleted) {
        delete parent[key];
      } else {
        parent[key] = value;
      }
      stack.pop();
    }
  }
  return rootHolder[""];
};
var serializeBigInts = (text) => {
  return text.replace(
    stringsOrLargeNumbers,
    (match, digits, fractional, exponential) => {
      const isString = match[0] === '"';
      const isNoise = isString && noiseValueWithQuotes.test(match);
      if (isNoise) return match.substring(0, match.length - 1) + 'n"';
      const hasFractionalOrExponential = fractional || exponential;
      const isLessThanMaxSafeInt = digits && (digits.length < MAX_DIGITS || digits.length === MAX_DIGITS && digits <= MAX_INT);
      const isStandardValue = isString || hasFractionalOrExponential || isLessThanMaxSafeInt;
      if (isStandardValue) return match;
      return '"' + match + 'n"';
    }
  );
};
var JSONParse = (text, reviver) => {
  if (!text) return originalParse(text, reviver);
  try {
    if (isContextSourceSupported()) return JSONParseV2(text, reviver);
    const serializedData = serializeBigInts(text);
    return originalParse(
      serializedData,
      (key, value, context3) => convertMarkedBigIntsReviver(key, value, context3, reviver)
    );
  } catch (error2) {
    if (error2 instanceof RangeError) {
      const serializedData = serializeBigInts(text);
      const parsed = originalParse(serializedData);
      return applyReviverIteratively(parsed, reviver);
    }
    throw error2;
  }
};

// node_modules/@octokit/request-error/dist-src/index.js
var RequestError2 = class extends Error {
  name;
  /**
   * http status code
   */
  status;
  /**
   * Request options that lead to the error.
   */
  request;
  /**
   * Response object if a response was received
   */
  response;
  constructor(message, statusCode, options) {
    super(message, { cause: options.cause });
    this.name = "HttpError";
    this.status = Number.parseInt(statusCode);
    if (Number.isNaN(this.status)) {
      this.status = 0;
    }
    if ("response" in options) {
      this.response = options.response;
    }
    const requestCopy = Object.assign({}, options.request);
    if (options.request.headers.authorization) {
      requestCopy.headers = Object.assign({}, options.request.headers, {
        authorization: options.request.headers.authorization.replace(
          /(?<! ) .*$/,
          " [REDACTED]"
        )
      });
    }
    requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
    this.request = requestCopy;
  }
};

// node_modules/@octokit/request/dist-bundle/index.js
var VERSION2 = "10.0.16";
var defaults_default = {
  headers: {
    "user-agent": `octokit-request.js/${VERSION2} ${getUserAgent()}`
  }
};
function isPlainObject2(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
var noop = () => "";
async function fetchWrapper(requestOptions) {
  const fetch2 = requestOptions.request?.fetch || globalThis.fetch;
  if (!fetch2) {
    throw new Error(
      "fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
    );
  }
  const log2 = requestOptions.request?.log || console;
  const parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== false;
  const body = isPlainObject2(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
  const requestHeaders = Object.fromEntries(
    Object.entries(requestOptions.headers).map(([name, value]) => [
      name,
      String(value)
    ])
  );
  let fetchResponse;
  try {
    fetchResponse = await fetch2(requestOptions.url, {
      method: requestOptions.method,
      body,
      redirect: requestOptions.request?.redirect,
      headers: requestHeaders,
      signal: requestOptions.request?.signal,
      // duplex must be set if request.body is ReadableStream or Async Iterables.
      // See https://fetch.spec.whatwg.org/#dom-requestinit-duplex.
      ...requestOptions.body && { duplex: "half" }
    });
  } catch (error2) {
    let message = "Unknown Error";
    if (error2 instanceof Error) {
      if (error2.name === "AbortError") {
        error2.status = 500;
        throw error2;
      }
      message = error2.message;
      if (error2.name === "TypeError" && "cause" in error2) {
        if (error2.cause instanceof Error) {
          message = error2.cause.message;
        } else if (typeof error2.cause === "string") {
          message = error2.cause;
        }
      }
    }
    const requestError = new RequestError2(message, 500, {
      request: requestOptions
    });
    requestError.cause = error2;
    throw requestError;
  }
  const status = fetchResponse.status;
  const url = fetchResponse.url;
  const responseHeaders = {};
  for (const [key, value] of fetchResponse.headers) {
    responseHeaders[key] = value;
  }
  const octokitResponse = {
    url,
    status,
    headers: responseHeaders,
    data: ""
  };
  if ("deprecation" in responseHeaders) {
    const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
    const deprecationLink = matches && matches.pop();
    log2.warn(
      `[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
    );
  }
  if (status === 204 || status === 205) {
    return octokitResponse;
  }
  if (requestOptions.method === "HEAD") {
    if (status < 400) {
      return octokitResponse;
    }
    throw new RequestError2(fetchResponse.statusText, status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status === 304) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError2("Not modified", status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status >= 400) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError2(toErrorMessage(octokitResponse.data), status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
  return octokitResponse;
}
async function getResponseData(response) {
  const contentType = response.headers.get("content-type");
  if (!contentType) {
    return response.text().catch(noop);
  }
  const mimetype = (0, import_content_type.parse)(contentType);
  if (isJSONResponse(mimetype)) {
    let text = "";
    try {
      text = await response.text();
      return JSONParse(text);
    } catch (err) {
      return text;
    }
  } else if (mimetype.type.startsWith("text/") || // `application/octet-stream` is the canonical "arbitrary binary" type
  // (RFC 2046) and must never be decoded as text, even when the response
  // carries a (misleading) `charset=utf-8` parameter — see #751.
  mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream") {
    return response.text().catch(noop);
  } else {
    return response.arrayBuffer().catch(
      /* v8 ignore next -- @preserve */
      () => new ArrayBuffer(0)
    );
  }
}
function isJSONResponse(mimetype) {
  return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
}
function toErrorMessage(data) {
  if (typeof data === "string") {
    return data;
  }
  if (data instanceof ArrayBuffer) {
    return "Unknown error";
  }
  if (typeof data === "object" && data !== null && "message" in data) {
    const objectData = data;
    const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
    return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
  }
  return `Unknown error: ${JSON.stringify(data)}`;
}
function withDefaults2(oldEndpoint, newDefaults) {
  const endpoint2 = oldEndpoint.defaults(newDefaults);
  const newApi = function(route, parameters) {
    const endpointOptions = endpoint2.merge(route, parameters);
    if (!endpointOptions.request || !endpointOptions.request.hook) {
      return fetchWrapper(endpoint2.parse(endpointOptions));
    }
    const request2 = (route2, parameters2) => {
      return fetchWrapper(
        endpoint2.parse(endpoint2.merge(route2, parameters2))
      );
    };
    Object.assign(request2, {
      endpoint: endpoint2,
      defaults: withDefaults2.bind(null, endpoint2)
    });
    return endpointOptions.request.hook(request2, endpointOptions);
  };
  return Object.assign(newApi, {
    endpoint: endpoint2,
    defaults: withDefaults2.bind(null, endpoint2)
  });
}
var request = withDefaults2(endpoint, defaults_default);

// node_modules/@octokit/graphql/dist-bundle/index.js
var VERSION3 = "0.0.0-development";
function _buildMessageForResponseErrors(data) {
  return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join("\n");
}
var GraphqlResponseError = class extends Error {
  constructor(request2, headers, response) {
    super(_buildMessageForResponseErrors(response));
    this.request = request2;
    this.headers = headers;
    this.response = response;
    this.errors = response.errors;
    this.data = response.data;
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    }
  }
  request;
  headers;
  response;
  name = "GraphqlResponseError";
  errors;
  data;
};
var NON_VARIABLE_OPTIONS = [
  "method",
  "baseUrl",
  "url",
  "headers",
  "request",
  "query",
  "mediaType",
  "operationName"
];
var FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"];
var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
function graphql(request2, query, options) {
  if (options) {
    if (typeof query === "string" && "query" in options) {
      return Promise.reject(
        new Error(`[@octokit/graphql] "query" cannot be used as variable name`)
      );
    }
    for (const key in options) {
      if (!FORBIDDEN_VARIABLE_OPTIONS.includes(key)) continue;
      return Promise.reject(
        new Error(
          `[@octokit/graphql] "${key}" cannot be used as variable name`
        )
      );
    }
  }
  const parsedOptions = typeof query === "string" ? Object.assign({ query }, options) : query;
  const requestOptions = Object.keys(
    parsedOptions
  ).reduce((result, key) => {
    if (NON_VARIABLE_OPTIONS.includes(key)) {
      result[key] = parsedOptions[key];
      return result;
    }
    if (!result.variables) {
      result.variables = {};
    }
    result.variables[key] = parsedOptions[key];
    return result;
  }, {});
  const baseUrl2 = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
  if (GHES_V3_SUFFIX_REGEX.test(baseUrl2)) {
    requestOptions.url = baseUrl2.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql");
  }
  return request2(requestOptions).then((response) => {
    if (response.data.errors) {
      const headers = {};
      for (const key of Object.keys(response.headers)) {
        headers[key] = response.headers[key];
      }
      throw new GraphqlResponseError(
        requestOptions,
        headers,
        response.data
      );
    }
    return response.data.data;
  });
}
function withDefaults3(request2, newDefaults) {
  const newRequest = request2.defaults(newDefaults);
  const newApi = (query, options) => {
    return graphql(newRequest, query, options);
  };
  return Object.assign(newApi, {
    defaults: withDefaults3.bind(null, newRequest),
    endpoint: newRequest.endpoint
  });
}
var graphql2 = withDefaults3(request, {
  headers: {
    "user-agent": `octokit-graphql.js/${VERSION3} ${getUserAgent()}`
  },
  method: "POST",
  url: "/graphql"
});
function withCustomRequest(customRequest) {
  return withDefaults3(customRequest, {
    method: "POST",
    url: "/graphql"
  });
}

// node_modules/@octokit/auth-token/dist-bundle/index.js
var b64url = "(?:[a-zA-Z0-9_-]+)";
var sep = "\\.";
var jwtRE = new RegExp(`^${b64url}${sep}${b64url}${sep}${b64url}$`);
var isJWT = jwtRE.test.bind(jwtRE);
async function auth(token) {
  const isApp = isJWT(token);
  const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
  const isUserToServer = token.startsWith("ghu_");
  const tokenType = isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth";
  return {
    type: "token",
    token,
    tokenType
  };
}
function withAuthorizationPrefix(token) {
  if (token.split(/\./).length === 3) {
    return `bearer ${token}`;
  }
  return `token ${token}`;
}
async function hook(token, request2, route, parameters) {
  const endpoint2 = request2.endpoint.merge(
    route,
    parameters
  );
  endpoint2.headers.authorization = withAuthorizationPrefix(token);
  return request2(endpoint2);
}
var createTokenAuth = function createTokenAuth2(token) {
  if (!token) {
    throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
  }
  if (typeof token !== "string") {
    throw new Error(
      "[@octokit/auth-token] Token passed to createTokenAuth is not a string"
    );
  }
  token = token.replace(/^(token|bearer) +/i, "");
  return Object.assign(auth.bind(null, token), {
    hook: hook.bind(null, token)
  });
};

// node_modules/@octokit/core/dist-src/version.js
var VERSION4 = "7.0.8";

// node_modules/@octokit/core/dist-src/index.js
var noop2 = () => {
};
var consoleWarn = console.warn.bind(console);
var consoleError = console.error.bind(console);
function createLogger(logger = {}) {
  if (typeof logger.debug !== "function") {
    logger.debug = noop2;
  }
  if (typeof logger.info !== "function") {
    logger.info = noop2;
  }
  if (typeof logger.warn !== "function") {
    logger.warn = consoleWarn;
  }
  if (typeof logger.error !== "function") {
    logger.error = consoleError;
  }
  return logger;
}
var userAgentTrail = `octokit-core.js/${VERSION4} ${getUserAgent()}`;
var Octokit = class {
  static VERSION = VERSION4;
  static defaults(defaults2) {
    const OctokitWithDefaults = class extends this {
      constructor(...args) {
        const options = args[0] || {};
        if (typeof defaults2 === "function") {
          super(defaults2(options));
          return;
        }
        super(
          Object.assign(
            {},
            defaults2,
            options,
            options.userAgent && defaults2.userAgent ? {
              userAgent: `${options.userAgent} ${defaults2.userAgent}`
            } : null
          )
        );
      }
    };
    return OctokitWithDefaults;
  }
  static plugins = [];
  /**
   * Attach a plugin (or many) to your Octokit instance.
   *
   * @example
   * const API = Octokit.plugin(plugin1, plugin2, plugin3, ...)
   */
  static plugin(...newPlugins) {
    const currentPlugins = this.plugins;
    const NewOctokit = class extends this {
      static plugins = currentPlugins.concat(
        newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
      );
    };
    return NewOctokit;
  }
  constructor(options = {}) {
    const hook2 = new before_after_hook_default.Collection();
    const requestDefaults = {
      baseUrl: request.endpoint.DEFAULTS.baseUrl,
      headers: {},
      request: Object.assign({}, options.request, {
        // @ts-ignore internal usage only, no need to type
        hook: hook2.bind(null, "request")
      }),
      mediaType: {
        previews: [],
        format: ""
      }
    };
    requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail;
    if (options.baseUrl) {
      requestDefaults.baseUrl = options.baseUrl;
    }
    if (options.previews) {
      requestDefaults.mediaType.previews = options.previews;
    }
    if (options.timeZone) {
      requestDefaults.headers["time-zone"] = options.timeZone;
    }
    this.request = request.defaults(requestDefaults);
    this.graphql = withCustomRequest(this.request).defaults(requestDefaults);
    this.log = createLogger(options.log);
    this.hook = hook2;
    if (!options.authStrategy) {
      if (!options.auth) {
        this.auth = async () => ({
          type: "unauthenticated"
        });
      } else {
        const auth2 = createTokenAuth(options.auth);
        hook2.wrap("request", auth2.hook);
        this.auth = auth2;
      }
    } else {
      const { authStrategy, ...otherOptions } = options;
      const auth2 = authStrategy(
        Object.assign(
          {
            request: this.request,
            log: this.log,
            // we pass the current octokit instance as well as its constructor options
            // to allow for authentication strategies that return a new octokit instance
            // that shares the same internal state as the current one. The original
            // requirement for this was the "event-octokit" authentication strategy
            // of https://github.com/probot/octokit-auth-probot.
            octokit: this,
            octokitOptions: otherOptions
          },
          options.auth
        )
      );
      hook2.wrap("request", auth2.hook);
      this.auth = auth2;
    }
    const classConstructor = this.constructor;
    for (let i = 0; i < classConstructor.plugins.length; ++i) {
      Object.assign(this, classConstructor.plugins[i](this, options));
    }
  }
  // assigned during constructor
  request;
  graphql;
  log;
  hook;
  // TODO: type `octokit.auth` based on passed options.authStrategy
  auth;
};

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/version.js
var VERSION5 = "17.0.0";

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js
var Endpoints = {
  actions: {
    addCustomLabelsToSelfHostedRunnerForOrg: [
      "POST /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    addCustomLabelsToSelfHostedRunnerForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    addRepoAccessToSelfHostedRunnerGroupInOrg: [
      "PUT /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    approveWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/approve"
    ],
    cancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel"
    ],
    createEnvironmentVariable: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    createHostedRunnerForOrg: ["POST /orgs/{org}/actions/hosted-runners"],
    createOrUpdateEnvironmentSecret: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    createOrUpdateOrgSecret: ["PUT /orgs/{org}/actions/secrets/{secret_name}"],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    createOrgVariable: ["POST /orgs/{org}/actions/variables"],
    createRegistrationTokenForOrg: [
      "POST /orgs/{org}/actions/runners/registration-token"
    ],
    createRegistrationTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/registration-token"
    ],
    createRemoveTokenForOrg: ["POST /orgs/{org}/actions/runners/remove-token"],
    createRemoveTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/remove-token"
    ],
    createRepoVariable: ["POST /repos/{owner}/{repo}/actions/variables"],
    createWorkflowDispatch: [
      "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches"
    ],
    deleteActionsCacheById: [
      "DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}"
    ],
    deleteActionsCacheByKey: [
      "DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}"
    ],
    deleteArtifact: [
      "DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"
    ],
    deleteCustomImageFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    deleteCustomImageVersionFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    deleteEnvironmentSecret: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    deleteEnvironmentVariable: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    deleteHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/actions/secrets/{secret_name}"],
    deleteOrgVariable: ["DELETE /orgs/{org}/actions/variables/{name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    deleteRepoVariable: [
      "DELETE /repos/{owner}/{repo}/actions/variables/{name}"
    ],
    deleteSelfHostedRunnerFromOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}"
    ],
    deleteSelfHostedRunnerFromRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    deleteWorkflowRun: ["DELETE /repos/{owner}/{repo}/actions/runs/{run_id}"],
    deleteWorkflowRunLogs: [
      "DELETE /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    disableSelectedRepositoryGithubActionsOrganization: [
      "DELETE /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    disableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable"
    ],
    downloadArtifact: [
      "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}"
    ],
    downloadJobLogsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs"
    ],
    downloadWorkflowRunAttemptLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/logs"
    ],
    downloadWorkflowRunLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    enableSelectedRepositoryGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    enableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable"
    ],
    forceCancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/force-cancel"
    ],
    generateRunnerJitconfigForOrg: [
      "POST /orgs/{org}/actions/runners/generate-jitconfig"
    ],
    generateRunnerJitconfigForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig"
    ],
    getActionsCacheList: ["GET /repos/{owner}/{repo}/actions/caches"],
    getActionsCacheUsage: ["GET /repos/{owner}/{repo}/actions/cache/usage"],
    getActionsCacheUsageByRepoForOrg: [
      "GET /orgs/{org}/actions/cache/usage-by-repository"
    ],
    getActionsCacheUsageForOrg: ["GET /orgs/{org}/actions/cache/usage"],
    getAllowedActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/selected-actions"
    ],
    getAllowedActionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    getArtifact: ["GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],
    getCustomImageForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    getCustomImageVersionForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    getCustomOidcSubClaimForRepo: [
      "GET /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    getEnvironmentPublicKey: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key"
    ],
    getEnvironmentSecret: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    getEnvironmentVariable: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    getGithubActionsDefaultWorkflowPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions/workflow"
    ],
    getGithubActionsDefaultWorkflowPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    getGithubActionsPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions"
    ],
    getGithubActionsPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions"
    ],
    getHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    getHostedRunnersGithubOwnedImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/github-owned"
    ],
    getHostedRunnersLimitsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/limits"
    ],
    getHostedRunnersMachineSpecsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/machine-sizes"
    ],
    getHostedRunnersPartnerImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/partner"
    ],
    getHostedRunnersPlatformsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/platforms"
    ],
    getJobForWorkflowRun: ["GET /repos/{owner}/{repo}/actions/jobs/{job_id}"],
    getOrgPublicKey: ["GET /orgs/{org}/actions/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/actions/secrets/{secret_name}"],
    getOrgVariable: ["GET /orgs/{org}/actions/variables/{name}"],
    getPendingDeploymentsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    getRepoPermissions: [
      "GET /repos/{owner}/{repo}/actions/permissions",
      {},
      { renamed: ["actions", "getGithubActionsPermissionsRepository"] }
    ],
    getRepoPublicKey: ["GET /repos/{owner}/{repo}/actions/secrets/public-key"],
    getRepoSecret: ["GET /repos/{owner}/{repo}/actions/secrets/{secret_name}"],
    getRepoVariable: ["GET /repos/{owner}/{repo}/actions/variables/{name}"],
    getReviewsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals"
    ],
    getSelfHostedRunnerForOrg: ["GET /orgs/{org}/actions/runners/{runner_id}"],
    getSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    getWorkflow: ["GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}"],
    getWorkflowAccessToRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/access"
    ],
    getWorkflowRun: ["GET /repos/{owner}/{repo}/actions/runs/{run_id}"],
    getWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}"
    ],
    getWorkflowRunUsage: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing"
    ],
    getWorkflowUsage: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing"
    ],
    listArtifactsForRepo: ["GET /repos/{owner}/{repo}/actions/artifacts"],
    listCustomImageVersionsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions"
    ],
    listCustomImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom"
    ],
    listEnvironmentSecrets: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets"
    ],
    listEnvironmentVariables: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    listGithubHostedRunnersInGroupForOrg: [
      "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners"
    ],
    listHostedRunnersForOrg: ["GET /orgs/{org}/actions/hosted-runners"],
    listJobsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs"
    ],
    listJobsForWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs"
    ],
    listLabelsForSelfHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    listLabelsForSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    listOrgSecrets: ["GET /orgs/{org}/actions/secrets"],
    listOrgVariables: ["GET /orgs/{org}/actions/variables"],
    listRepoOrganizationSecrets: [
      "GET /repos/{owner}/{repo}/actions/organization-secrets"
    ],
    listRepoOrganizationVariables: [
      "GET /repos/{owner}/{repo}/actions/organization-variables"
    ],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/actions/secrets"],
    listRepoVariables: ["GET /repos/{owner}/{repo}/actions/variables"],
    listRepoWorkflows: ["GET /repos/{owner}/{repo}/actions/workflows"],
    listRunnerApplicationsForOrg: ["GET /orgs/{org}/actions/runners/downloads"],
    listRunnerApplicationsForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/downloads"
    ],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    listSelectedReposForOrgVariable: [
      "GET /orgs/{org}/actions/variables/{name}/repositories"
    ],
    listSelectedRepositoriesEnabledGithubActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/repositories"
    ],
    listSelfHostedRunnersForOrg: ["GET /orgs/{org}/actions/runners"],
    listSelfHostedRunnersForRepo: ["GET /repos/{owner}/{repo}/actions/runners"],
    listWorkflowRunArtifacts: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"
    ],
    listWorkflowRuns: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"
    ],
    listWorkflowRunsForRepo: ["GET /repos/{owner}/{repo}/actions/runs"],
    reRunJobForWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun"
    ],
    reRunWorkflow: ["POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun"],
    reRunWorkflowFailedJobs: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    removeCustomLabelFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeCustomLabelFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgVariable: [
      "DELETE /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    reviewCustomGatesForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule"
    ],
    reviewPendingDeploymentsForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    setAllowedActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/selected-actions"
    ],
    setAllowedActionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    setCustomLabelsForSelfHostedRunnerForOrg: [
      "PUT /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    setCustomLabelsForSelfHostedRunnerForRepo: [
      "PUT /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    setCustomOidcSubClaimForRepo: [
      "PUT /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    setGithubActionsDefaultWorkflowPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/workflow"
    ],
    setGithubActionsDefaultWorkflowPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    setGithubActionsPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions"
    ],
    setGithubActionsPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories"
    ],
    setSelectedRepositoriesEnabledGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories"
    ],
    setWorkflowAccessToRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/access"
    ],
    updateEnvironmentVariable: [
      "PATCH /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    updateHostedRunnerForOrg: [
      "PATCH /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    updateOrgVariable: ["PATCH /orgs/{org}/actions/variables/{name}"],
    updateRepoVariable: [
      "PATCH /repos/{owner}/{repo}/actions/variables/{name}"
    ]
  },
  activity: {
    checkRepoIsStarredByAuthenticatedUser: ["GET /user/starred/{owner}/{repo}"],
    deleteRepoSubscription: ["DELETE /repos/{owner}/{repo}/subscription"],
    deleteThreadSubscription: [
      "DELETE /notifications/threads/{thread_id}/subscription"
    ],
    getFeeds: ["GET /feeds"],
    getRepoSubscription: ["GET /repos/{owner}/{repo}/subscription"],
    getThread: ["GET /notifications/threads/{thread_id}"],
    getThreadSubscriptionForAuthenticatedUser: [
      "GET /notifications/threads/{thread_id}/subscription"
    ],
    listEventsForAuthenticatedUser: ["GET /users/{username}/events"],
    listNotificationsForAuthenticatedUser: ["GET /notifications"],
    listOrgEventsForAuthenticatedUser: [
      "GET /users/{username}/events/orgs/{org}"
    ],
    listPublicEvents: ["GET /events"],
    listPublicEventsForRepoNetwork: ["GET /networks/{owner}/{repo}/events"],
    listPublicEventsForUser: ["GET /users/{username}/events/public"],
    listPublicOrgEvents: ["GET /orgs/{org}/events"],
    listReceivedEventsForUser: ["GET /users/{username}/received_events"],
    listReceivedPublicEventsForUser: [
      "GET /users/{username}/received_events/public"
    ],
    listRepoEvents: ["GET /repos/{owner}/{repo}/events"],
    listRepoNotificationsForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/notifications"
    ],
    listReposStarredByAuthenticatedUser: ["GET /user/starred"],
    listReposStarredByUser: ["GET /users/{username}/starred"],
    listReposWatchedByUser: ["GET /users/{username}/subscriptions"],
    listStargazersForRepo: ["GET /repos/{owner}/{repo}/stargazers"],
    listWatchedReposForAuthenticatedUser: ["GET /user/subscriptions"],
    listWatchersForRepo: ["GET /repos/{owner}/{repo}/subscribers"],
    markNotificationsAsRead: ["PUT /notifications"],
    markRepoNotificationsAsRead: ["PUT /repos/{owner}/{repo}/notifications"],
    markThreadAsDone: ["DELETE /notifications/threads/{thread_id}"],
    markThreadAsRead: ["PATCH /notifications/threads/{thread_id}"],
    setRepoSubscription: ["PUT /repos/{owner}/{repo}/subscription"],
    setThreadSubscription: [
      "PUT /notifications/threads/{thread_id}/subscription"
    ],
    starRepoForAuthenticatedUser: ["PUT /user/starred/{owner}/{repo}"],
    unstarRepoForAuthenticatedUser: ["DELETE /user/starred/{owner}/{repo}"]
  },
  apps: {
    addRepoToInstallation: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "addRepoToInstallationForAuthenticatedUser"] }
    ],
    addRepoToInstallationForAuthenticatedUser: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    checkToken: ["POST /applications/{client_id}/token"],
    createFromManifest: ["POST /app-manifests/{code}/conversions"],
    createInstallationAccessToken: [
      "POST /app/installations/{installation_id}/access_tokens"
    ],
    deleteAuthorization: ["DELETE /applications/{client_id}/grant"],
    deleteInstallation: ["DELETE /app/installations/{installation_id}"],
    deleteToken: ["DELETE /applications/{client_id}/token"],
    getAuthenticated: ["GET /app"],
    getBySlug: ["GET /apps/{app_slug}"],
    getInstallation: ["GET /app/installations/{installation_id}"],
    getOrgInstallation: ["GET /orgs/{org}/installation"],
    getRepoInstallation: ["GET /repos/{owner}/{repo}/installation"],
    getSubscriptionPlanForAccount: [
      "GET /marketplace_listing/accounts/{account_id}"
    ],
    getSubscriptionPlanForAccountStubbed: [
      "GET /marketplace_listing/stubbed/accounts/{account_id}"
    ],
    getUserInstallation: ["GET /users/{username}/installation"],
    getWebhookConfigForApp: ["GET /app/hook/config"],
    getWebhookDelivery: ["GET /app/hook/deliveries/{delivery_id}"],
    listAccountsForPlan: ["GET /marketplace_listing/plans/{plan_id}/accounts"],
    listAccountsForPlanStubbed: [
      "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts"
    ],
    listInstallationReposForAuthenticatedUser: [
      "GET /user/installations/{installation_id}/repositories"
    ],
    listInstallationRequestsForAuthenticatedApp: [
      "GET /app/installation-requests"
    ],
    listInstallations: ["GET /app/installations"],
    listInstallationsForAuthenticatedUser: ["GET /user/installations"],
    listPlans: ["GET /marketplace_listing/plans"],
    listPlansStubbed: ["GET /marketplace_listing/stubbed/plans"],
    listReposAccessibleToInstallation: ["GET /installation/repositories"],
    listSubscriptionsForAuthenticatedUser: ["GET /user/marketplace_purchases"],
    listSubscriptionsForAuthenticatedUserStubbed: [
      "GET /user/marketplace_purchases/stubbed"
    ],
    listWebhookDeliveries: ["GET /app/hook/deliveries"],
    redeliverWebhookDelivery: [
      "POST /app/hook/deliveries/{delivery_id}/attempts"
    ],
    removeRepoFromInstallation: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "removeRepoFromInstallationForAuthenticatedUser"] }
    ],
    removeRepoFromInstallationForAuthenticatedUser: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    resetToken: ["PATCH /applications/{client_id}/token"],
    revokeInstallationAccessToken: ["DELETE /installation/token"],
    scopeToken: ["POST /applications/{client_id}/token/scoped"],
    suspendInstallation: ["PUT /app/installations/{installation_id}/suspended"],
    unsuspendInstallation: [
      "DELETE /app/installations/{installation_id}/suspended"
    ],
    updateWebhookConfigForApp: ["PATCH /app/hook/config"]
  },
  billing: {
    getGithubActionsBillingOrg: ["GET /orgs/{org}/settings/billing/actions"],
    getGithubActionsBillingUser: [
      "GET /users/{username}/settings/billing/actions"
    ],
    getGithubBillingPremiumRequestUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/premium_request/usage"
    ],
    getGithubBillingPremiumRequestUsageReportUser: [
      "GET /users/{username}/settings/billing/premium_request/usage"
    ],
    getGithubBillingUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/usage"
    ],
    getGithubBillingUsageReportUser: [
      "GET /users/{username}/settings/billing/usage"
    ],
    getGithubPackagesBillingOrg: ["GET /orgs/{org}/settings/billing/packages"],
    getGithubPackagesBillingUser: [
      "GET /users/{username}/settings/billing/packages"
    ],
    getSharedStorageBillingOrg: [
      "GET /orgs/{org}/settings/billing/shared-storage"
    ],
    getSharedStorageBillingUser: [
      "GET /users/{username}/settings/billing/shared-storage"
    ]
  },
  campaigns: {
    createCampaign: ["POST /orgs/{org}/campaigns"],
    deleteCampaign: ["DELETE /orgs/{org}/campaigns/{campaign_number}"],
    getCampaignSummary: ["GET /orgs/{org}/campaigns/{campaign_number}"],
    listOrgCampaigns: ["GET /orgs/{org}/campaigns"],
    updateCampaign: ["PATCH /orgs/{org}/campaigns/{campaign_number}"]
  },
  checks: {
    create: ["POST /repos/{owner}/{repo}/check-runs"],
    createSuite: ["POST /repos/{owner}/{repo}/check-suites"],
    get: ["GET /repos/{owner}/{repo}/check-runs/{check_run_id}"],
    getSuite: ["GET /repos/{owner}/{repo}/check-suites/{check_suite_id}"],
    listAnnotations: [
      "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations"
    ],
    listForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-runs"],
    listForSuite: [
      "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs"
    ],
    listSuitesForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-suites"],
    rerequestRun: [
      "POST /repos/{owner}/{repo}/check-runs/{check_run_id}/rerequest"
    ],
    rerequestSuite: [
      "POST /repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest"
    ],
    setSuitesPreferences: [
      "PATCH /repos/{owner}/{repo}/check-suites/preferences"
    ],
    update: ["PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"]
  },
  codeScanning: {
    commitAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix/commits"
    ],
    createAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    createVariantAnalysis: [
      "POST /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses"
    ],
    deleteAnalysis: [
      "DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{?confirm_delete}"
    ],
    deleteCodeqlDatabase: [
      "DELETE /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}",
      {},
      { renamedParameters: { alert_id: "alert_number" } }
    ],
    getAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}"
    ],
    getAutofix: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    getCodeqlDatabase: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getDefaultSetup: ["GET /repos/{owner}/{repo}/code-scanning/default-setup"],
    getSarif: ["GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}"],
    getVariantAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}"
    ],
    getVariantAnalysisRepoTask: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}/repos/{repo_owner}/{repo_name}"
    ],
    listAlertInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/code-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/code-scanning/alerts"],
    listAlertsInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
      {},
      { renamed: ["codeScanning", "listAlertInstances"] }
    ],
    listCodeqlDatabases: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases"
    ],
    listRecentAnalyses: ["GET /repos/{owner}/{repo}/code-scanning/analyses"],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}"
    ],
    updateDefaultSetup: [
      "PATCH /repos/{owner}/{repo}/code-scanning/default-setup"
    ],
    uploadSarif: ["POST /repos/{owner}/{repo}/code-scanning/sarifs"]
  },
  codeSecurity: {
    attachConfiguration: [
      "POST /orgs/{org}/code-security/configurations/{configuration_id}/attach"
    ],
    attachEnterpriseConfiguration: [
      "POST /enterprises/{enterprise}/code-security/configurations/{configuration_id}/attach"
    ],
    createConfiguration: ["POST /orgs/{org}/code-security/configurations"],
    createConfigurationForEnterprise: [
      "POST /enterprises/{enterprise}/code-security/configurations"
    ],
    deleteConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    deleteConfigurationForEnterprise: [
      "DELETE /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    detachConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/detach"
    ],
    getConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    getConfigurationForRepository: [
      "GET /repos/{owner}/{repo}/code-security-configuration"
    ],
    getConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations"
    ],
    getConfigurationsForOrg: ["GET /orgs/{org}/code-security/configurations"],
    getDefaultConfigurations: [
      "GET /orgs/{org}/code-security/configurations/defaults"
    ],
    getDefaultConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/defaults"
    ],
    getRepositoriesForConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories"
    ],
    getRepositoriesForEnterpriseConfiguration: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories"
    ],
    getSingleConfigurationForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    setConfigurationAsDefault: [
      "PUT /orgs/{org}/code-security/configurations/{configuration_id}/defaults"
    ],
    setConfigurationAsDefaultForEnterprise: [
      "PUT /enterprises/{enterprise}/code-security/configurations/{configuration_id}/defaults"
    ],
    updateConfiguration: [
      "PATCH /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    updateEnterpriseConfiguration: [
      "PATCH /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ]
  },
  codesOfConduct: {
    getAllCodesOfConduct: ["GET /codes_of_conduct"],
    getConductCode: ["GET /codes_of_conduct/{key}"]
  },
  codespaces: {
    addRepositoryForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    checkPermissionsForDevcontainer: [
      "GET /repos/{owner}/{repo}/codespaces/permissions_check"
    ],
    codespaceMachinesForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/machines"
    ],
    createForAuthenticatedUser: ["POST /user/codespaces"],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}"
    ],
    createWithPrForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/codespaces"
    ],
    createWithRepoForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/codespaces"
    ],
    deleteForAuthenticatedUser: ["DELETE /user/codespaces/{codespace_name}"],
    deleteFromOrganization: [
      "DELETE /orgs/{org}/members/{username}/codespaces/{codespace_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/codespaces/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    deleteSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}"
    ],
    exportForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/exports"
    ],
    getCodespacesForUserInOrg: [
      "GET /orgs/{org}/members/{username}/codespaces"
    ],
    getExportDetailsForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/exports/{export_id}"
    ],
    getForAuthenticatedUser: ["GET /user/codespaces/{codespace_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/codespaces/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/codespaces/secrets/{secret_name}"],
    getPublicKeyForAuthenticatedUser: [
      "GET /user/codespaces/secrets/public-key"
    ],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    getSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}"
    ],
    listDevcontainersInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/devcontainers"
    ],
    listForAuthenticatedUser: ["GET /user/codespaces"],
    listInOrganization: [
      "GET /orgs/{org}/codespaces",
      {},
      { renamedParameters: { org_id: "org" } }
    ],
    listInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces"
    ],
    listOrgSecrets: ["GET /orgs/{org}/codespaces/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/codespaces/secrets"],
    listRepositoriesForSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}/repositories"
    ],
    listSecretsForAuthenticatedUser: ["GET /user/codespaces/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    preFlightWithRepoForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/new"
    ],
    publishForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/publish"
    ],
    removeRepositoryForSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repoMachinesForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/machines"
    ],
    setRepositoriesForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    startForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/start"],
    stopForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/stop"],
    stopInOrganization: [
      "POST /orgs/{org}/members/{username}/codespaces/{codespace_name}/stop"
    ],
    updateForAuthenticatedUser: ["PATCH /user/codespaces/{codespace_name}"]
  },
  copilot: {
    addCopilotSeatsForTeams: [
      "POST /orgs/{org}/copilot/billing/selected_teams"
    ],
    addCopilotSeatsForUsers: [
      "POST /orgs/{org}/copilot/billing/selected_users"
    ],
    cancelCopilotSeatAssignmentForTeams: [
      "DELETE /orgs/{org}/copilot/billing/selected_teams"
    ],
    cancelCopilotSeatAssignmentForUsers: [
      "DELETE /orgs/{org}/copilot/billing/selected_users"
    ],
    copilotMetricsForOrganization: ["GET /orgs/{org}/copilot/metrics"],
    copilotMetricsForTeam: ["GET /orgs/{org}/team/{team_slug}/copilot/metrics"],
    getCopilotOrganizationDetails: ["GET /orgs/{org}/copilot/billing"],
    getCopilotSeatDetailsForUser: [
      "GET /orgs/{org}/members/{username}/copilot"
    ],
    listCopilotSeats: ["GET /orgs/{org}/copilot/billing/seats"]
  },
  credentials: { revoke: ["POST /credentials/revoke"] },
  dependabot: {
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/dependabot/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    getAlert: ["GET /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"],
    getOrgPublicKey: ["GET /orgs/{org}/dependabot/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/dependabot/secrets/{secret_name}"],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    listAlertsForEnterprise: [
      "GET /enterprises/{enterprise}/dependabot/alerts"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/dependabot/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/dependabot/alerts"],
    listOrgSecrets: ["GET /orgs/{org}/dependabot/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/dependabot/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repositoryAccessForOrg: [
      "GET /organizations/{org}/dependabot/repository-access"
    ],
    setRepositoryAccessDefaultLevel: [
      "PUT /organizations/{org}/dependabot/repository-access/default-level"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"
    ],
    updateRepositoryAccessForOrg: [
      "PATCH /organizations/{org}/dependabot/repository-access"
    ]
  },
  dependencyGraph: {
    createRepositorySnapshot: [
      "POST /repos/{owner}/{repo}/dependency-graph/snapshots"
    ],
    diffRange: [
      "GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}"
    ],
    exportSbom: ["GET /repos/{owner}/{repo}/dependency-graph/sbom"]
  },
  emojis: { get: ["GET /emojis"] },
  enterpriseTeamMemberships: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/remove"
    ],
    get: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    list: ["GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships"],
    remove: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ]
  },
  enterpriseTeamOrganizations: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/remove"
    ],
    delete: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignment: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignments: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations"
    ]
  },
  enterpriseTeams: {
    create: ["POST /enterprises/{enterprise}/teams"],
    delete: ["DELETE /enterprises/{enterprise}/teams/{team_slug}"],
    get: ["GET /enterprises/{enterprise}/teams/{team_slug}"],
    list: ["GET /enterprises/{enterprise}/teams"],
    update: ["PATCH /enterprises/{enterprise}/teams/{team_slug}"]
  },
  gists: {
    checkIsStarred: ["GET /gists/{gist_id}/star"],
    create: ["POST /gists"],
    createComment: ["POST /gists/{gist_id}/comments"],
    delete: ["DELETE /gists/{gist_id}"],
    deleteComment: ["DELETE /gists/{gist_id}/comments/{comment_id}"],
    fork: ["POST /gists/{gist_id}/forks"],
    get: ["GET /gists/{gist_id}"],
    getComment: ["GET /gists/{gist_id}/comments/{comment_id}"],
    getRevision: ["GET /gists/{gist_id}/{sha}"],
    list: ["GET /gists"],
    listComments: ["GET /gists/{gist_id}/comments"],
    listCommits: ["GET /gists/{gist_id}/commits"],
    listForUser: ["GET /users/{username}/gists"],
    listForks: ["GET /gists/{gist_id}/forks"],
    listPublic: ["GET /gists/public"],
    listStarred: ["GET /gists/starred"],
    star: ["PUT /gists/{gist_id}/star"],
    unstar: ["DELETE /gists/{gist_id}/star"],
    update: ["PATCH /gists/{gist_id}"],
    updateComment: ["PATCH /gists/{gist_id}/comments/{comment_id}"]
  },
  git: {
    createBlob: ["POST /repos/{owner}/{repo}/git/blobs"],
    createCommit: ["POST /repos/{owner}/{repo}/git/commits"],
    createRef: ["POST /repos/{owner}/{repo}/git/refs"],
    createTag: ["POST /repos/{owner}/{repo}/git/tags"],
    createTree: ["POST /repos/{owner}/{repo}/git/trees"],
    deleteRef: ["DELETE /repos/{owner}/{repo}/git/refs/{ref}"],
    getBlob: ["GET /repos/{owner}/{repo}/git/blobs/{file_sha}"],
    getCommit: ["GET /repos/{owner}/{repo}/git/commits/{commit_sha}"],
    getRef: ["GET /repos/{owner}/{repo}/git/ref/{ref}"],
    getTag: ["GET /repos/{owner}/{repo}/git/tags/{tag_sha}"],
    getTree: ["GET /repos/{owner}/{repo}/git/trees/{tree_sha}"],
    listMatchingRefs: ["GET /repos/{owner}/{repo}/git/matching-refs/{ref}"],
    updateRef: ["PATCH /repos/{owner}/{repo}/git/refs/{ref}"]
  },
  gitignore: {
    getAllTemplates: ["GET /gitignore/templates"],
    getTemplate: ["GET /gitignore/templates/{name}"]
  },
  hostedCompute: {
    createNetworkConfigurationForOrg: [
      "POST /orgs/{org}/settings/network-configurations"
    ],
    deleteNetworkConfigurationFromOrg: [
      "DELETE /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkConfigurationForOrg: [
      "GET /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkSettingsForOrg: [
      "GET /orgs/{org}/settings/network-settings/{network_settings_id}"
    ],
    listNetworkConfigurationsForOrg: [
      "GET /orgs/{org}/settings/network-configurations"
    ],
    updateNetworkConfigurationForOrg: [
      "PATCH /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ]
  },
  interactions: {
    getRestrictionsForAuthenticatedUser: ["GET /user/interaction-limits"],
    getRestrictionsForOrg: ["GET /orgs/{org}/interaction-limits"],
    getRestrictionsForRepo: ["GET /repos/{owner}/{repo}/interaction-limits"],
    getRestrictionsForYourPublicRepos: [
      "GET /user/interaction-limits",
      {},
      { renamed: ["interactions", "getRestrictionsForAuthenticatedUser"] }
    ],
    removeRestrictionsForAuthenticatedUser: ["DELETE /user/interaction-limits"],
    removeRestrictionsForOrg: ["DELETE /orgs/{org}/interaction-limits"],
    removeRestrictionsForRepo: [
      "DELETE /repos/{owner}/{repo}/interaction-limits"
    ],
    removeRestrictionsForYourPublicRepos: [
      "DELETE /user/interaction-limits",
      {},
      { renamed: ["interactions", "removeRestrictionsForAuthenticatedUser"] }
    ],
    setRestrictionsForAuthenticatedUser: ["PUT /user/interaction-limits"],
    setRestrictionsForOrg: ["PUT /orgs/{org}/interaction-limits"],
    setRestrictionsForRepo: ["PUT /repos/{owner}/{repo}/interaction-limits"],
    setRestrictionsForYourPublicRepos: [
      "PUT /user/interaction-limits",
      {},
      { renamed: ["interactions", "setRestrictionsForAuthenticatedUser"] }
    ]
  },
  issues: {
    addAssignees: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    addBlockedByDependency: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    addLabels: ["POST /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    addSubIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    checkUserCanBeAssigned: ["GET /repos/{owner}/{repo}/assignees/{assignee}"],
    checkUserCanBeAssignedToIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/assignees/{assignee}"
    ],
    create: ["POST /repos/{owner}/{repo}/issues"],
    createComment: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"
    ],
    createLabel: ["POST /repos/{owner}/{repo}/labels"],
    createMilestone: ["POST /repos/{owner}/{repo}/milestones"],
    deleteComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"
    ],
    deleteLabel: ["DELETE /repos/{owner}/{repo}/labels/{name}"],
    deleteMilestone: [
      "DELETE /repos/{owner}/{repo}/milestones/{milestone_number}"
    ],
    get: ["GET /repos/{owner}/{repo}/issues/{issue_number}"],
    getComment: ["GET /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    getEvent: ["GET /repos/{owner}/{repo}/issues/events/{event_id}"],
    getLabel: ["GET /repos/{owner}/{repo}/labels/{name}"],
    getMilestone: ["GET /repos/{owner}/{repo}/milestones/{milestone_number}"],
    getParent: ["GET /repos/{owner}/{repo}/issues/{issue_number}/parent"],
    list: ["GET /issues"],
    listAssignees: ["GET /repos/{owner}/{repo}/assignees"],
    listComments: ["GET /repos/{owner}/{repo}/issues/{issue_number}/comments"],
    listCommentsForRepo: ["GET /repos/{owner}/{repo}/issues/comments"],
    listDependenciesBlockedBy: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    listDependenciesBlocking: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking"
    ],
    listEvents: ["GET /repos/{owner}/{repo}/issues/{issue_number}/events"],
    listEventsForRepo: ["GET /repos/{owner}/{repo}/issues/events"],
    listEventsForTimeline: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline"
    ],
    listForAuthenticatedUser: ["GET /user/issues"],
    listForOrg: ["GET /orgs/{org}/issues"],
    listForRepo: ["GET /repos/{owner}/{repo}/issues"],
    listLabelsForMilestone: [
      "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels"
    ],
    listLabelsForRepo: ["GET /repos/{owner}/{repo}/labels"],
    listLabelsOnIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    listMilestones: ["GET /repos/{owner}/{repo}/milestones"],
    listSubIssues: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    lock: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    removeAllLabels: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    removeAssignees: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    removeDependencyBlockedBy: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by/{issue_id}"
    ],
    removeLabel: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}"
    ],
    removeSubIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/sub_issue"
    ],
    reprioritizeSubIssue: [
      "PATCH /repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority"
    ],
    setLabels: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    unlock: ["DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    update: ["PATCH /repos/{owner}/{repo}/issues/{issue_number}"],
    updateComment: ["PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    updateLabel: ["PATCH /repos/{owner}/{repo}/labels/{name}"],
    updateMilestone: [
      "PATCH /repos/{owner}/{repo}/milestones/{milestone_number}"
    ]
  },
  licenses: {
    get: ["GET /licenses/{license}"],
    getAllCommonlyUsed: ["GET /licenses"],
    getForRepo: ["GET /repos/{owner}/{repo}/license"]
  },
  markdown: {
    render: ["POST /markdown"],
    renderRaw: [
      "POST /markdown/raw",
      { headers: { "content-type": "text/plain; charset=utf-8" } }
    ]
  },
  meta: {
    get: ["GET /meta"],
    getAllVersions: ["GET /versions"],
    getOctocat: ["GET /octocat"],
    getZen: ["GET /zen"],
    root: ["GET /"]
  },
  migrations: {
    deleteArchiveForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/archive"
    ],
    deleteArchiveForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/archive"
    ],
    downloadArchiveForOrg: [
      "GET /orgs/{org}/migrations/{migration_id}/archive"
    ],
    getArchiveForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/archive"
    ],
    getStatusForAuthenticatedUser: ["GET /user/migrations/{migration_id}"],
    getStatusForOrg: ["GET /orgs/{org}/migrations/{migration_id}"],
    listForAuthenticatedUser: ["GET /user/migrations"],
    listForOrg: ["GET /orgs/{org}/migrations"],
    listReposForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/repositories"
    ],
    listReposForOrg: ["GET /orgs/{org}/migrations/{migration_id}/repositories"],
    listReposForUser: [
      "GET /user/migrations/{migration_id}/repositories",
      {},
      { renamed: ["migrations", "listReposForAuthenticatedUser"] }
    ],
    startForAuthenticatedUser: ["POST /user/migrations"],
    startForOrg: ["POST /orgs/{org}/migrations"],
    unlockRepoForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/repos/{repo_name}/lock"
    ],
    unlockRepoForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/repos/{repo_name}/lock"
    ]
  },
  oidc: {
    getOidcCustomSubTemplateForOrg: [
      "GET /orgs/{org}/actions/oidc/customization/sub"
    ],
    updateOidcCustomSubTemplateForOrg: [
      "PUT /orgs/{org}/actions/oidc/customization/sub"
    ]
  },
  orgs: {
    addSecurityManagerTeam: [
      "PUT /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.addSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#add-a-security-manager-team"
      }
    ],
    assignTeamToOrgRole: [
      "PUT /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    assignUserToOrgRole: [
      "PUT /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    blockUser: ["PUT /orgs/{org}/blocks/{username}"],
    cancelInvitation: ["DELETE /orgs/{org}/invitations/{invitation_id}"],
    checkBlockedUser: ["GET /orgs/{org}/blocks/{username}"],
    checkMembershipForUser: ["GET /orgs/{org}/members/{username}"],
    checkPublicMembershipForUser: ["GET /orgs/{org}/public_members/{username}"],
    convertMemberToOutsideCollaborator: [
      "PUT /orgs/{org}/outside_collaborators/{username}"
    ],
    createArtifactStorageRecord: [
      "POST /orgs/{org}/artifacts/metadata/storage-record"
    ],
    createInvitation: ["POST /orgs/{org}/invitations"],
    createIssueType: ["POST /orgs/{org}/issue-types"],
    createWebhook: ["POST /orgs/{org}/hooks"],
    customPropertiesForOrgsCreateOrUpdateOrganizationValues: [
      "PATCH /organizations/{org}/org-properties/values"
    ],
    customPropertiesForOrgsGetOrganizationValues: [
      "GET /organizations/{org}/org-properties/values"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinition: [
      "PUT /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinitions: [
      "PATCH /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationValues: [
      "PATCH /orgs/{org}/properties/values"
    ],
    customPropertiesForReposDeleteOrganizationDefinition: [
      "DELETE /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinition: [
      "GET /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinitions: [
      "GET /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposGetOrganizationValues: [
      "GET /orgs/{org}/properties/values"
    ],
    delete: ["DELETE /orgs/{org}"],
    deleteAttestationsBulk: ["POST /orgs/{org}/attestations/delete-request"],
    deleteAttestationsById: [
      "DELETE /orgs/{org}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /orgs/{org}/attestations/digest/{subject_digest}"
    ],
    deleteIssueType: ["DELETE /orgs/{org}/issue-types/{issue_type_id}"],
    deleteWebhook: ["DELETE /orgs/{org}/hooks/{hook_id}"],
    disableSelectedRepositoryImmutableReleasesOrganization: [
      "DELETE /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    enableSelectedRepositoryImmutableReleasesOrganization: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    get: ["GET /orgs/{org}"],
    getImmutableReleasesSettings: [
      "GET /orgs/{org}/settings/immutable-releases"
    ],
    getImmutableReleasesSettingsRepositories: [
      "GET /orgs/{org}/settings/immutable-releases/repositories"
    ],
    getMembershipForAuthenticatedUser: ["GET /user/memberships/orgs/{org}"],
    getMembershipForUser: ["GET /orgs/{org}/memberships/{username}"],
    getOrgRole: ["GET /orgs/{org}/organization-roles/{role_id}"],
    getOrgRulesetHistory: ["GET /orgs/{org}/rulesets/{ruleset_id}/history"],
    getOrgRulesetVersion: [
      "GET /orgs/{org}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getWebhook: ["GET /orgs/{org}/hooks/{hook_id}"],
    getWebhookConfigForOrg: ["GET /orgs/{org}/hooks/{hook_id}/config"],
    getWebhookDelivery: [
      "GET /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    list: ["GET /organizations"],
    listAppInstallations: ["GET /orgs/{org}/installations"],
    listArtifactStorageRecords: [
      "GET /orgs/{org}/artifacts/{subject_digest}/metadata/storage-records"
    ],
    listAttestationRepositories: ["GET /orgs/{org}/attestations/repositories"],
    listAttestations: ["GET /orgs/{org}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedUsers: ["GET /orgs/{org}/blocks"],
    listFailedInvitations: ["GET /orgs/{org}/failed_invitations"],
    listForAuthenticatedUser: ["GET /user/orgs"],
    listForUser: ["GET /users/{username}/orgs"],
    listInvitationTeams: ["GET /orgs/{org}/invitations/{invitation_id}/teams"],
    listIssueTypes: ["GET /orgs/{org}/issue-types"],
    listMembers: ["GET /orgs/{org}/members"],
    listMembershipsForAuthenticatedUser: ["GET /user/memberships/orgs"],
    listOrgRoleTeams: ["GET /orgs/{org}/organization-roles/{role_id}/teams"],
    listOrgRoleUsers: ["GET /orgs/{org}/organization-roles/{role_id}/users"],
    listOrgRoles: ["GET /orgs/{org}/organization-roles"],
    listOrganizationFineGrainedPermissions: [
      "GET /orgs/{org}/organization-fine-grained-permissions"
    ],
    listOutsideCollaborators: ["GET /orgs/{org}/outside_collaborators"],
    listPatGrantRepositories: [
      "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories"
    ],
    listPatGrantRequestRepositories: [
      "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories"
    ],
    listPatGrantRequests: ["GET /orgs/{org}/personal-access-token-requests"],
    listPatGrants: ["GET /orgs/{org}/personal-access-tokens"],
    listPendingInvitations: ["GET /orgs/{org}/invitations"],
    listPublicMembers: ["GET /orgs/{org}/public_members"],
    listSecurityManagerTeams: [
      "GET /orgs/{org}/security-managers",
      {},
      {
        deprecated: "octokit.rest.orgs.listSecurityManagerTeams() is deprecated, see https://docs.github.com/rest/orgs/security-managers#list-security-manager-teams"
      }
    ],
    listWebhookDeliveries: ["GET /orgs/{org}/hooks/{hook_id}/deliveries"],
    listWebhooks: ["GET /orgs/{org}/hooks"],
    pingWebhook: ["POST /orgs/{org}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeMember: ["DELETE /orgs/{org}/members/{username}"],
    removeMembershipForUser: ["DELETE /orgs/{org}/memberships/{username}"],
    removeOutsideCollaborator: [
      "DELETE /orgs/{org}/outside_collaborators/{username}"
    ],
    removePublicMembershipForAuthenticatedUser: [
      "DELETE /orgs/{org}/public_members/{username}"
    ],
    removeSecurityManagerTeam: [
      "DELETE /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.removeSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#remove-a-security-manager-team"
      }
    ],
    reviewPatGrantRequest: [
      "POST /orgs/{org}/personal-access-token-requests/{pat_request_id}"
    ],
    reviewPatGrantRequestsInBulk: [
      "POST /orgs/{org}/personal-access-token-requests"
    ],
    revokeAllOrgRolesTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}"
    ],
    revokeAllOrgRolesUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}"
    ],
    revokeOrgRoleTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    revokeOrgRoleUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    setImmutableReleasesSettings: [
      "PUT /orgs/{org}/settings/immutable-releases"
    ],
    setImmutableReleasesSettingsRepositories: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories"
    ],
    setMembershipForUser: ["PUT /orgs/{org}/memberships/{username}"],
    setPublicMembershipForAuthenticatedUser: [
      "PUT /orgs/{org}/public_members/{username}"
    ],
    unblockUser: ["DELETE /orgs/{org}/blocks/{username}"],
    update: ["PATCH /orgs/{org}"],
    updateIssueType: ["PUT /orgs/{org}/issue-types/{issue_type_id}"],
    updateMembershipForAuthenticatedUser: [
      "PATCH /user/memberships/orgs/{org}"
    ],
    updatePatAccess: ["POST /orgs/{org}/personal-access-tokens/{pat_id}"],
    updatePatAccesses: ["POST /orgs/{org}/personal-access-tokens"],
    updateWebhook: ["PATCH /orgs/{org}/hooks/{hook_id}"],
    updateWebhookConfigForOrg: ["PATCH /orgs/{org}/hooks/{hook_id}/config"]
  },
  packages: {
    deletePackageForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}"
    ],
    deletePackageForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    deletePackageForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}"
    ],
    deletePackageVersionForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getAllPackageVersionsForAPackageOwnedByAnOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
      {},
      { renamed: ["packages", "getAllPackageVersionsForPackageOwnedByOrg"] }
    ],
    getAllPackageVersionsForAPackageOwnedByTheAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions",
      {},
      {
        renamed: [
          "packages",
          "getAllPackageVersionsForPackageOwnedByAuthenticatedUser"
        ]
      }
    ],
    getAllPackageVersionsForPackageOwnedByAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions"
    ],
    getPackageForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}"
    ],
    getPackageForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    getPackageForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}"
    ],
    getPackageVersionForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    listDockerMigrationConflictingPackagesForAuthenticatedUser: [
      "GET /user/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForOrganization: [
      "GET /orgs/{org}/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForUser: [
      "GET /users/{username}/docker/conflicts"
    ],
    listPackagesForAuthenticatedUser: ["GET /user/packages"],
    listPackagesForOrganization: ["GET /orgs/{org}/packages"],
    listPackagesForUser: ["GET /users/{username}/packages"],
    restorePackageForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageVersionForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ]
  },
  privateRegistries: {
    createOrgPrivateRegistry: ["POST /orgs/{org}/private-registries"],
    deleteOrgPrivateRegistry: [
      "DELETE /orgs/{org}/private-registries/{secret_name}"
    ],
    getOrgPrivateRegistry: ["GET /orgs/{org}/private-registries/{secret_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/private-registries/public-key"],
    listOrgPrivateRegistries: ["GET /orgs/{org}/private-registries"],
    updateOrgPrivateRegistry: [
      "PATCH /orgs/{org}/private-registries/{secret_name}"
    ]
  },
  projects: {
    addItemForOrg: ["POST /orgs/{org}/projectsV2/{project_number}/items"],
    addItemForUser: [
      "POST /users/{username}/projectsV2/{project_number}/items"
    ],
    deleteItemForOrg: [
      "DELETE /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    deleteItemForUser: [
      "DELETE /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    getFieldForOrg: [
      "GET /orgs/{org}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getFieldForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getForOrg: ["GET /orgs/{org}/projectsV2/{project_number}"],
    getForUser: ["GET /users/{username}/projectsV2/{project_number}"],
    getOrgItem: ["GET /orgs/{org}/projectsV2/{project_number}/items/{item_id}"],
    getUserItem: [
      "GET /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    listFieldsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/fields"],
    listFieldsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields"
    ],
    listForOrg: ["GET /orgs/{org}/projectsV2"],
    listForUser: ["GET /users/{username}/projectsV2"],
    listItemsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/items"],
    listItemsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/items"
    ],
    updateItemForOrg: [
      "PATCH /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    updateItemForUser: [
      "PATCH /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ]
  },
  pulls: {
    checkIfMerged: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    create: ["POST /repos/{owner}/{repo}/pulls"],
    createReplyForReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies"
    ],
    createReview: ["POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    createReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    deletePendingReview: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    deleteReviewComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ],
    dismissReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/dismissals"
    ],
    get: ["GET /repos/{owner}/{repo}/pulls/{pull_number}"],
    getReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    getReviewComment: ["GET /repos/{owner}/{repo}/pulls/comments/{comment_id}"],
    list: ["GET /repos/{owner}/{repo}/pulls"],
    listCommentsForReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/commits"],
    listFiles: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/files"],
    listRequestedReviewers: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    listReviewComments: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    listReviewCommentsForRepo: ["GET /repos/{owner}/{repo}/pulls/comments"],
    listReviews: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    merge: ["PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    removeRequestedReviewers: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    requestReviewers: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    submitReview: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events"
    ],
    update: ["PATCH /repos/{owner}/{repo}/pulls/{pull_number}"],
    updateBranch: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch"
    ],
    updateReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    updateReviewComment: [
      "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ]
  },
  rateLimit: { get: ["GET /rate_limit"] },
  reactions: {
    createForCommitComment: [
      "POST /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    createForIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions"
    ],
    createForIssueComment: [
      "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    createForPullRequestReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    createForRelease: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    createForTeamDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    createForTeamDiscussionInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ],
    deleteForCommitComment: [
      "DELETE /repos/{owner}/{repo}/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}"
    ],
    deleteForIssueComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForPullRequestComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForRelease: [
      "DELETE /repos/{owner}/{repo}/releases/{release_id}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussion: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussionComment: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}"
    ],
    listForCommitComment: [
      "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    listForIssue: ["GET /repos/{owner}/{repo}/issues/{issue_number}/reactions"],
    listForIssueComment: [
      "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    listForPullRequestReviewComment: [
      "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    listForRelease: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    listForTeamDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    listForTeamDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ]
  },
  repos: {
    acceptInvitation: [
      "PATCH /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "acceptInvitationForAuthenticatedUser"] }
    ],
    acceptInvitationForAuthenticatedUser: [
      "PATCH /user/repository_invitations/{invitation_id}"
    ],
    addAppAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    addCollaborator: ["PUT /repos/{owner}/{repo}/collaborators/{username}"],
    addStatusCheckContexts: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    addTeamAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    addUserAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    cancelPagesDeployment: [
      "POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel"
    ],
    checkAutomatedSecurityFixes: [
      "GET /repos/{owner}/{repo}/automated-security-fixes"
    ],
    checkCollaborator: ["GET /repos/{owner}/{repo}/collaborators/{username}"],
    checkImmutableReleases: ["GET /repos/{owner}/{repo}/immutable-releases"],
    checkPrivateVulnerabilityReporting: [
      "GET /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    checkVulnerabilityAlerts: [
      "GET /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    codeownersErrors: ["GET /repos/{owner}/{repo}/codeowners/errors"],
    compareCommits: ["GET /repos/{owner}/{repo}/compare/{base}...{head}"],
    compareCommitsWithBasehead: [
      "GET /repos/{owner}/{repo}/compare/{basehead}"
    ],
    createAttestation: ["POST /repos/{owner}/{repo}/attestations"],
    createAutolink: ["POST /repos/{owner}/{repo}/autolinks"],
    createCommitComment: [
      "POST /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    createCommitSignatureProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    createCommitStatus: ["POST /repos/{owner}/{repo}/statuses/{sha}"],
    createDeployKey: ["POST /repos/{owner}/{repo}/keys"],
    createDeployment: ["POST /repos/{owner}/{repo}/deployments"],
    createDeploymentBranchPolicy: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    createDeploymentProtectionRule: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    createDeploymentStatus: [
      "POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    createDispatchEvent: ["POST /repos/{owner}/{repo}/dispatches"],
    createForAuthenticatedUser: ["POST /user/repos"],
    createFork: ["POST /repos/{owner}/{repo}/forks"],
    createInOrg: ["POST /orgs/{org}/repos"],
    createOrUpdateEnvironment: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    createOrUpdateFileContents: ["PUT /repos/{owner}/{repo}/contents/{path}"],
    createOrgRuleset: ["POST /orgs/{org}/rulesets"],
    createPagesDeployment: ["POST /repos/{owner}/{repo}/pages/deployments"],
    createPagesSite: ["POST /repos/{owner}/{repo}/pages"],
    createRelease: ["POST /repos/{owner}/{repo}/releases"],
    createRepoRuleset: ["POST /repos/{owner}/{repo}/rulesets"],
    createUsingTemplate: [
      "POST /repos/{template_owner}/{template_repo}/generate"
    ],
    createWebhook: ["POST /repos/{owner}/{repo}/hooks"],
    customPropertiesForReposCreateOrUpdateRepositoryValues: [
      "PATCH /repos/{owner}/{repo}/properties/values"
    ],
    customPropertiesForReposGetRepositoryValues: [
      "GET /repos/{owner}/{repo}/properties/values"
    ],
    declineInvitation: [
      "DELETE /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "declineInvitationForAuthenticatedUser"] }
    ],
    declineInvitationForAuthenticatedUser: [
      "DELETE /user/repository_invitations/{invitation_id}"
    ],
    delete: ["DELETE /repos/{owner}/{repo}"],
    deleteAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    deleteAdminBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    deleteAnEnvironment: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    deleteAutolink: ["DELETE /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    deleteBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    deleteCommitComment: ["DELETE /repos/{owner}/{repo}/comments/{comment_id}"],
    deleteCommitSignatureProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    deleteDeployKey: ["DELETE /repos/{owner}/{repo}/keys/{key_id}"],
    deleteDeployment: [
      "DELETE /repos/{owner}/{repo}/deployments/{deployment_id}"
    ],
    deleteDeploymentBranchPolicy: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    deleteFile: ["DELETE /repos/{owner}/{repo}/contents/{path}"],
    deleteInvitation: [
      "DELETE /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    deleteOrgRuleset: ["DELETE /orgs/{org}/rulesets/{ruleset_id}"],
    deletePagesSite: ["DELETE /repos/{owner}/{repo}/pages"],
    deletePullRequestReviewProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    deleteRelease: ["DELETE /repos/{owner}/{repo}/releases/{release_id}"],
    deleteReleaseAsset: [
      "DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    deleteRepoRuleset: ["DELETE /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    deleteWebhook: ["DELETE /repos/{owner}/{repo}/hooks/{hook_id}"],
    disableAutomatedSecurityFixes: [
      "DELETE /repos/{owner}/{repo}/automated-security-fixes"
    ],
    disableDeploymentProtectionRule: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    disableImmutableReleases: [
      "DELETE /repos/{owner}/{repo}/immutable-releases"
    ],
    disablePrivateVulnerabilityReporting: [
      "DELETE /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    disableVulnerabilityAlerts: [
      "DELETE /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    downloadArchive: [
      "GET /repos/{owner}/{repo}/zipball/{ref}",
      {},
      { renamed: ["repos", "downloadZipballArchive"] }
    ],
    downloadTarballArchive: ["GET /repos/{owner}/{repo}/tarball/{ref}"],
    downloadZipballArchive: ["GET /repos/{owner}/{repo}/zipball/{ref}"],
    enableAutomatedSecurityFixes: [
      "PUT /repos/{owner}/{repo}/automated-security-fixes"
    ],
    enableImmutableReleases: ["PUT /repos/{owner}/{repo}/immutable-releases"],
    enablePrivateVulnerabilityReporting: [
      "PUT /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    enableVulnerabilityAlerts: [
      "PUT /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    generateReleaseNotes: [
      "POST /repos/{owner}/{repo}/releases/generate-notes"
    ],
    get: ["GET /repos/{owner}/{repo}"],
    getAccessRestrictions: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    getAdminBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    getAllDeploymentProtectionRules: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    getAllEnvironments: ["GET /repos/{owner}/{repo}/environments"],
    getAllStatusCheckContexts: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts"
    ],
    getAllTopics: ["GET /repos/{owner}/{repo}/topics"],
    getAppsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps"
    ],
    getAutolink: ["GET /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    getBranch: ["GET /repos/{owner}/{repo}/branches/{branch}"],
    getBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    getBranchRules: ["GET /repos/{owner}/{repo}/rules/branches/{branch}"],
    getClones: ["GET /repos/{owner}/{repo}/traffic/clones"],
    getCodeFrequencyStats: ["GET /repos/{owner}/{repo}/stats/code_frequency"],
    getCollaboratorPermissionLevel: [
      "GET /repos/{owner}/{repo}/collaborators/{username}/permission"
    ],
    getCombinedStatusForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/status"],
    getCommit: ["GET /repos/{owner}/{repo}/commits/{ref}"],
    getCommitActivityStats: ["GET /repos/{owner}/{repo}/stats/commit_activity"],
    getCommitComment: ["GET /repos/{owner}/{repo}/comments/{comment_id}"],
    getCommitSignatureProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    getCommunityProfileMetrics: ["GET /repos/{owner}/{repo}/community/profile"],
    getContent: ["GET /repos/{owner}/{repo}/contents/{path}"],
    getContributorsStats: ["GET /repos/{owner}/{repo}/stats/contributors"],
    getCustomDeploymentProtectionRule: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    getDeployKey: ["GET /repos/{owner}/{repo}/keys/{key_id}"],
    getDeployment: ["GET /repos/{owner}/{repo}/deployments/{deployment_id}"],
    getDeploymentBranchPolicy: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    getDeploymentStatus: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}"
    ],
    getEnvironment: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    getLatestPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/latest"],
    getLatestRelease: ["GET /repos/{owner}/{repo}/releases/latest"],
    getOrgRuleSuite: ["GET /orgs/{org}/rulesets/rule-suites/{rule_suite_id}"],
    getOrgRuleSuites: ["GET /orgs/{org}/rulesets/rule-suites"],
    getOrgRuleset: ["GET /orgs/{org}/rulesets/{ruleset_id}"],
    getOrgRulesets: ["GET /orgs/{org}/rulesets"],
    getPages: ["GET /repos/{owner}/{repo}/pages"],
    getPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/{build_id}"],
    getPagesDeployment: [
      "GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}"
    ],
    getPagesHealthCheck: ["GET /repos/{owner}/{repo}/pages/health"],
    getParticipationStats: ["GET /repos/{owner}/{repo}/stats/participation"],
    getPullRequestReviewProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    getPunchCardStats: ["GET /repos/{owner}/{repo}/stats/punch_card"],
    getReadme: ["GET /repos/{owner}/{repo}/readme"],
    getReadmeInDirectory: ["GET /repos/{owner}/{repo}/readme/{dir}"],
    getRelease: ["GET /repos/{owner}/{repo}/releases/{release_id}"],
    getReleaseAsset: ["GET /repos/{owner}/{repo}/releases/assets/{asset_id}"],
    getReleaseByTag: ["GET /repos/{owner}/{repo}/releases/tags/{tag}"],
    getRepoRuleSuite: [
      "GET /repos/{owner}/{repo}/rulesets/rule-suites/{rule_suite_id}"
    ],
    getRepoRuleSuites: ["GET /repos/{owner}/{repo}/rulesets/rule-suites"],
    getRepoRuleset: ["GET /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    getRepoRulesetHistory: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history"
    ],
    getRepoRulesetVersion: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getRepoRulesets: ["GET /repos/{owner}/{repo}/rulesets"],
    getStatusChecksProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    getTeamsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams"
    ],
    getTopPaths: ["GET /repos/{owner}/{repo}/traffic/popular/paths"],
    getTopReferrers: ["GET /repos/{owner}/{repo}/traffic/popular/referrers"],
    getUsersWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users"
    ],
    getViews: ["GET /repos/{owner}/{repo}/traffic/views"],
    getWebhook: ["GET /repos/{owner}/{repo}/hooks/{hook_id}"],
    getWebhookConfigForRepo: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    getWebhookDelivery: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    listActivities: ["GET /repos/{owner}/{repo}/activity"],
    listAttestations: [
      "GET /repos/{owner}/{repo}/attestations/{subject_digest}"
    ],
    listAutolinks: ["GET /repos/{owner}/{repo}/autolinks"],
    listBranches: ["GET /repos/{owner}/{repo}/branches"],
    listBranchesForHeadCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/branches-where-head"
    ],
    listCollaborators: ["GET /repos/{owner}/{repo}/collaborators"],
    listCommentsForCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    listCommitCommentsForRepo: ["GET /repos/{owner}/{repo}/comments"],
    listCommitStatusesForRef: [
      "GET /repos/{owner}/{repo}/commits/{ref}/statuses"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/commits"],
    listContributors: ["GET /repos/{owner}/{repo}/contributors"],
    listCustomDeploymentRuleIntegrations: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps"
    ],
    listDeployKeys: ["GET /repos/{owner}/{repo}/keys"],
    listDeploymentBranchPolicies: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    listDeploymentStatuses: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    listDeployments: ["GET /repos/{owner}/{repo}/deployments"],
    listForAuthenticatedUser: ["GET /user/repos"],
    listForOrg: ["GET /orgs/{org}/repos"],
    listForUser: ["GET /users/{username}/repos"],
    listForks: ["GET /repos/{owner}/{repo}/forks"],
    listInvitations: ["GET /repos/{owner}/{repo}/invitations"],
    listInvitationsForAuthenticatedUser: ["GET /user/repository_invitations"],
    listLanguages: ["GET /repos/{owner}/{repo}/languages"],
    listPagesBuilds: ["GET /repos/{owner}/{repo}/pages/builds"],
    listPublic: ["GET /repositories"],
    listPullRequestsAssociatedWithCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"
    ],
    listReleaseAssets: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/assets"
    ],
    listReleases: ["GET /repos/{owner}/{repo}/releases"],
    listTags: ["GET /repos/{owner}/{repo}/tags"],
    listTeams: ["GET /repos/{owner}/{repo}/teams"],
    listWebhookDeliveries: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries"
    ],
    listWebhooks: ["GET /repos/{owner}/{repo}/hooks"],
    merge: ["POST /repos/{owner}/{repo}/merges"],
    mergeUpstream: ["POST /repos/{owner}/{repo}/merge-upstream"],
    pingWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeAppAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    removeCollaborator: [
      "DELETE /repos/{owner}/{repo}/collaborators/{username}"
    ],
    removeStatusCheckContexts: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    removeStatusCheckProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    removeTeamAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    removeUserAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    renameBranch: ["POST /repos/{owner}/{repo}/branches/{branch}/rename"],
    replaceAllTopics: ["PUT /repos/{owner}/{repo}/topics"],
    requestPagesBuild: ["POST /repos/{owner}/{repo}/pages/builds"],
    setAdminBranchProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    setAppAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    setStatusCheckContexts: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    setTeamAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    setUserAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    testPushWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/tests"],
    transfer: ["POST /repos/{owner}/{repo}/transfer"],
    update: ["PATCH /repos/{owner}/{repo}"],
    updateBranchProtection: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    updateCommitComment: ["PATCH /repos/{owner}/{repo}/comments/{comment_id}"],
    updateDeploymentBranchPolicy: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    updateInformationAboutPagesSite: ["PUT /repos/{owner}/{repo}/pages"],
    updateInvitation: [
      "PATCH /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    updateOrgRuleset: ["PUT /orgs/{org}/rulesets/{ruleset_id}"],
    updatePullRequestReviewProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    updateRelease: ["PATCH /repos/{owner}/{repo}/releases/{release_id}"],
    updateReleaseAsset: [
      "PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    updateRepoRuleset: ["PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    updateStatusCheckPotection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks",
      {},
      { renamed: ["repos", "updateStatusCheckProtection"] }
    ],
    updateStatusCheckProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    updateWebhook: ["PATCH /repos/{owner}/{repo}/hooks/{hook_id}"],
    updateWebhookConfigForRepo: [
      "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    uploadReleaseAsset: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      { baseUrl: "https://uploads.github.com" }
    ]
  },
  search: {
    code: ["GET /search/code"],
    commits: ["GET /search/commits"],
    issuesAndPullRequests: ["GET /search/issues"],
    labels: ["GET /search/labels"],
    repos: ["GET /search/repositories"],
    topics: ["GET /search/topics"],
    users: ["GET /search/users"]
  },
  secretScanning: {
    createPushProtectionBypass: [
      "POST /repos/{owner}/{repo}/secret-scanning/push-protection-bypasses"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    getScanHistory: ["GET /repos/{owner}/{repo}/secret-scanning/scan-history"],
    listAlertsForOrg: ["GET /orgs/{org}/secret-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/secret-scanning/alerts"],
    listLocationsForAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations"
    ],
    listOrgPatternConfigs: [
      "GET /orgs/{org}/secret-scanning/pattern-configurations"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    updateOrgPatternConfigs: [
      "PATCH /orgs/{org}/secret-scanning/pattern-configurations"
    ]
  },
  securityAdvisories: {
    createFork: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/forks"
    ],
    createPrivateVulnerabilityReport: [
      "POST /repos/{owner}/{repo}/security-advisories/reports"
    ],
    createRepositoryAdvisory: [
      "POST /repos/{owner}/{repo}/security-advisories"
    ],
    createRepositoryAdvisoryCveRequest: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/cve"
    ],
    getGlobalAdvisory: ["GET /advisories/{ghsa_id}"],
    getRepositoryAdvisory: [
      "GET /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ],
    listGlobalAdvisories: ["GET /advisories"],
    listOrgRepositoryAdvisories: ["GET /orgs/{org}/security-advisories"],
    listRepositoryAdvisories: ["GET /repos/{owner}/{repo}/security-advisories"],
    updateRepositoryAdvisory: [
      "PATCH /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ]
  },
  teams: {
    addOrUpdateMembershipForUserInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    addOrUpdateRepoPermissionsInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    checkPermissionsForRepoInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    create: ["POST /orgs/{org}/teams"],
    createDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    createDiscussionInOrg: ["POST /orgs/{org}/teams/{team_slug}/discussions"],
    deleteDiscussionCommentInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    deleteDiscussionInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    deleteInOrg: ["DELETE /orgs/{org}/teams/{team_slug}"],
    getByName: ["GET /orgs/{org}/teams/{team_slug}"],
    getDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    getDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    getMembershipForUserInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    list: ["GET /orgs/{org}/teams"],
    listChildInOrg: ["GET /orgs/{org}/teams/{team_slug}/teams"],
    listDiscussionCommentsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    listDiscussionsInOrg: ["GET /orgs/{org}/teams/{team_slug}/discussions"],
    listForAuthenticatedUser: ["GET /user/teams"],
    listMembersInOrg: ["GET /orgs/{org}/teams/{team_slug}/members"],
    listPendingInvitationsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/invitations"
    ],
    listReposInOrg: ["GET /orgs/{org}/teams/{team_slug}/repos"],
    removeMembershipForUserInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    removeRepoInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    updateDiscussionCommentInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    updateDiscussionInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    updateInOrg: ["PATCH /orgs/{org}/teams/{team_slug}"]
  },
  users: {
    addEmailForAuthenticated: [
      "POST /user/emails",
      {},
      { renamed: ["users", "addEmailForAuthenticatedUser"] }
    ],
    addEmailForAuthenticatedUser: ["POST /user/emails"],
    addSocialAccountForAuthenticatedUser: ["POST /user/social_accounts"],
    block: ["PUT /user/blocks/{username}"],
    checkBlocked: ["GET /user/blocks/{username}"],
    checkFollowingForUser: ["GET /users/{username}/following/{target_user}"],
    checkPersonIsFollowedByAuthenticated: ["GET /user/following/{username}"],
    createGpgKeyForAuthenticated: [
      "POST /user/gpg_keys",
      {},
      { renamed: ["users", "createGpgKeyForAuthenticatedUser"] }
    ],
    createGpgKeyForAuthenticatedUser: ["POST /user/gpg_keys"],
    createPublicSshKeyForAuthenticated: [
      "POST /user/keys",
      {},
      { renamed: ["users", "createPublicSshKeyForAuthenticatedUser"] }
    ],
    createPublicSshKeyForAuthenticatedUser: ["POST /user/keys"],
    createSshSigningKeyForAuthenticatedUser: ["POST /user/ssh_signing_keys"],
    deleteAttestationsBulk: [
      "POST /users/{username}/attestations/delete-request"
    ],
    deleteAttestationsById: [
      "DELETE /users/{username}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /users/{username}/attestations/digest/{subject_digest}"
    ],
    deleteEmailForAuthenticated: [
      "DELETE /user/emails",
      {},
      { renamed: ["users", "deleteEmailForAuthenticatedUser"] }
    ],
    deleteEmailForAuthenticatedUser: ["DELETE /user/emails"],
    deleteGpgKeyForAuthenticated: [
      "DELETE /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "deleteGpgKeyForAuthenticatedUser"] }
    ],
    deleteGpgKeyForAuthenticatedUser: ["DELETE /user/gpg_keys/{gpg_key_id}"],
    deletePublicSshKeyForAuthenticated: [
      "DELETE /user/keys/{key_id}",
      {},
      { renamed: ["users", "deletePublicSshKeyForAuthenticatedUser"] }
    ],
    deletePublicSshKeyForAuthenticatedUser: ["DELETE /user/keys/{key_id}"],
    deleteSocialAccountForAuthenticatedUser: ["DELETE /user/social_accounts"],
    deleteSshSigningKeyForAuthenticatedUser: [
      "DELETE /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    follow: ["PUT /user/following/{username}"],
    getAuthenticated: ["GET /user"],
    getById: ["GET /user/{account_id}"],
    getByUsername: ["GET /users/{username}"],
    getContextForUser: ["GET /users/{username}/hovercard"],
    getGpgKeyForAuthenticated: [
      "GET /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "getGpgKeyForAuthenticatedUser"] }
    ],
    getGpgKeyForAuthenticatedUser: ["GET /user/gpg_keys/{gpg_key_id}"],
    getPublicSshKeyForAuthenticated: [
      "GET /user/keys/{key_id}",
      {},
      { renamed: ["users", "getPublicSshKeyForAuthenticatedUser"] }
    ],
    getPublicSshKeyForAuthenticatedUser: ["GET /user/keys/{key_id}"],
    getSshSigningKeyForAuthenticatedUser: [
      "GET /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    list: ["GET /users"],
    listAttestations: ["GET /users/{username}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /users/{username}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedByAuthenticated: [
      "GET /user/blocks",
      {},
      { renamed: ["users", "listBlockedByAuthenticatedUser"] }
    ],
    listBlockedByAuthenticatedUser: ["GET /user/blocks"],
    listEmailsForAuthenticated: [
      "GET /user/emails",
      {},
      { renamed: ["users", "listEmailsForAuthenticatedUser"] }
    ],
    listEmailsForAuthenticatedUser: ["GET /user/emails"],
    listFollowedByAuthenticated: [
      "GET /user/following",
      {},
      { renamed: ["users", "listFollowedByAuthenticatedUser"] }
    ],
    listFollowedByAuthenticatedUser: ["GET /user/following"],
    listFollowersForAuthenticatedUser: ["GET /user/followers"],
    listFollowersForUser: ["GET /users/{username}/followers"],
    listFollowingForUser: ["GET /users/{username}/following"],
    listGpgKeysForAuthenticated: [
      "GET /user/gpg_keys",
      {},
      { renamed: ["users", "listGpgKeysForAuthenticatedUser"] }
    ],
    listGpgKeysForAuthenticatedUser: ["GET /user/gpg_keys"],
    listGpgKeysForUser: ["GET /users/{username}/gpg_keys"],
    listPublicEmailsForAuthenticated: [
      "GET /user/public_emails",
      {},
      { renamed: ["users", "listPublicEmailsForAuthenticatedUser"] }
    ],
    listPublicEmailsForAuthenticatedUser: ["GET /user/public_emails"],
    listPublicKeysForUser: ["GET /users/{username}/keys"],
    listPublicSshKeysForAuthenticated: [
      "GET /user/keys",
      {},
      { renamed: ["users", "listPublicSshKeysForAuthenticatedUser"] }
    ],
    listPublicSshKeysForAuthenticatedUser: ["GET /user/keys"],
    listSocialAccountsForAuthenticatedUser: ["GET /user/social_accounts"],
    listSocialAccountsForUser: ["GET /users/{username}/social_accounts"],
    listSshSigningKeysForAuthenticatedUser: ["GET /user/ssh_signing_keys"],
    listSshSigningKeysForUser: ["GET /users/{username}/ssh_signing_keys"],
    setPrimaryEmailVisibilityForAuthenticated: [
      "PATCH /user/email/visibility",
      {},
      { renamed: ["users", "setPrimaryEmailVisibilityForAuthenticatedUser"] }
    ],
    setPrimaryEmailVisibilityForAuthenticatedUser: [
      "PATCH /user/email/visibility"
    ],
    unblock: ["DELETE /user/blocks/{username}"],
    unfollow: ["DELETE /user/following/{username}"],
    updateAuthenticated: ["PATCH /user"]
  }
};
var endpoints_default = Endpoints;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/endpoints-to-methods.js
var endpointMethodsMap = /* @__PURE__ */ new Map();
for (const [scope, endpoints] of Object.entries(endpoints_default)) {
  for (const [methodName, endpoint2] of Object.entries(endpoints)) {
    const [route, defaults2, decorations] = endpoint2;
    const [method, url] = route.split(/ /);
    const endpointDefaults = Object.assign(
      {
        method,
        url
      },
      defaults2
    );
    if (!endpointMethodsMap.has(scope)) {
      endpointMethodsMap.set(scope, /* @__PURE__ */ new Map());
    }
    endpointMethodsMap.get(scope).set(methodName, {
      scope,
      methodName,
      endpointDefaults,
      decorations
    });
  }
}
var handler = {
  has({ scope }, methodName) {
    return endpointMethodsMap.get(scope).has(methodName);
  },
  getOwnPropertyDescriptor(target, methodName) {
    return {
      value: this.get(target, methodName),
      // ensures method is in the cache
      configurable: true,
      writable: true,
      enumerable: true
    };
  },
  defineProperty(target, methodName, descriptor) {
    Object.defineProperty(target.cache, methodName, descriptor);
    return true;
  },
  deleteProperty(target, methodName) {
    delete target.cache[methodName];
    return true;
  },
  ownKeys({ scope }) {
    return [...endpointMethodsMap.get(scope).keys()];
  },
  set(target, methodName, value) {
    return target.cache[methodName] = value;
  },
  get({ octokit, scope, cache }, methodName) {
    if (cache[methodName]) {
      return cache[methodName];
    }
    const method = endpointMethodsMap.get(scope).get(methodName);
    if (!method) {
      return void 0;
    }
    const { endpointDefaults, decorations } = method;
    if (decorations) {
      cache[methodName] = decorate(
        octokit,
        scope,
        methodName,
        endpointDefaults,
        decorations
      );
    } else {
      cache[methodName] = octokit.request.defaults(endpointDefaults);
    }
    return cache[methodName];
  }
};
function endpointsToMethods(octokit) {
  const newMethods = {};
  for (const scope of endpointMethodsMap.keys()) {
    newMethods[scope] = new Proxy({ octokit, scope, cache: {} }, handler);
  }
  return newMethods;
}
function decorate(octokit, scope, methodName, defaults2, decorations) {
  const requestWithDefaults = octokit.request.defaults(defaults2);
  function withDecorations(...args) {
    let options = requestWithDefaults.endpoint.merge(...args);
    if (decorations.mapToData) {
      options = Object.assign({}, options, {
        data: options[decorations.mapToData],
        [decorations.mapToData]: void 0
      });
      return requestWithDefaults(options);
    }
    if (decorations.renamed) {
      const [newScope, newMethodName] = decorations.renamed;
      octokit.log.warn(
        `octokit.${scope}.${methodName}() has been renamed to octokit.${newScope}.${newMethodName}()`
      );
    }
    if (decorations.deprecated) {
      octokit.log.warn(decorations.deprecated);
    }
    if (decorations.renamedParameters) {
      const options2 = requestWithDefaults.endpoint.merge(...args);
      for (const [name, alias] of Object.entries(
        decorations.renamedParameters
      )) {
        if (name in options2) {
          octokit.log.warn(
            `"${name}" parameter is deprecated for "octokit.${scope}.${methodName}()". Use "${alias}" instead`
          );
          if (!(alias in options2)) {
            options2[alias] = options2[name];
          }
          delete options2[name];
        }
      }
      return requestWithDefaults(options2);
    }
    return requestWithDefaults(...args);
  }
  return Object.assign(withDecorations, requestWithDefaults);
}

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js
function restEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    rest: api
  };
}
restEndpointMethods.VERSION = VERSION5;
function legacyRestEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    ...api,
    rest: api
  };
}
legacyRestEndpointMethods.VERSION = VERSION5;

// node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var VERSION6 = "0.0.0-development";
function normalizePaginatedListResponse(response) {
  if (!response.data) {
    return {
      ...response,
      data: []
    };
  }
  const responseNeedsNormalization = ("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data);
  if (!responseNeedsNormalization) return response;
  const incompleteResults = response.data.incomplete_results;
  const repositorySelection = response.data.repository_selection;
  const totalCount = response.data.total_count;
  const totalCommits = response.data.total_commits;
  delete response.data.incomplete_results;
  delete response.data.repository_selection;
  delete response.data.total_count;
  delete response.data.total_commits;
  const namespaceKey = Object.keys(response.data)[0];
  const data = response.data[namespaceKey];
  response.data = data;
  if (typeof incompleteResults !== "undefined") {
    response.data.incomplete_results = incompleteResults;
  }
  if (typeof repositorySelection !== "undefined") {
    response.data.repository_selection = repositorySelection;
  }
  response.data.total_count = totalCount;
  response.data.total_commits = totalCommits;
  return response;
}
function iterator(octokit, route, parameters) {
  const options = typeof route === "function" ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters);
  const requestMethod = typeof route === "function" ? route : octokit.request;
  const method = options.method;
  const headers = options.headers;
  let url = options.url;
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        if (!url) return { done: true };
        try {
          const response = await requestMethod({ method, url, headers });
          const normalizedResponse = normalizePaginatedListResponse(response);
          url = ((normalizedResponse.headers.link || "").match(
            /<([^<>]+)>;\s*rel="next"/
          ) || [])[1];
          if (!url && "total_commits" in normalizedResponse.data) {
            const parsedUrl = new URL(normalizedResponse.url);
            const params = parsedUrl.searchParams;
            const page = parseInt(params.get("page") || "1", 10);
            const per_page = parseInt(params.get("per_page") || "250", 10);
            if (page * per_page < normalizedResponse.data.total_commits) {
              params.set("page", String(page + 1));
              url = parsedUrl.toString();
            }
          }
          return { value: normalizedResponse };
        } catch (error2) {
          if (error2.status !== 409) throw error2;
          url = "";
          return {
            value: {
              status: 200,
              headers: {},
              data: []
            }
          };
        }
      }
    })
  };
}
function paginate(octokit, route, parameters, mapFn) {
  if (typeof parameters === "function") {
    mapFn = parameters;
    parameters = void 0;
  }
  return gather(
    octokit,
    [],
    iterator(octokit, route, parameters)[Symbol.asyncIterator](),
    mapFn
  );
}
function gather(octokit, results, iterator2, mapFn) {
  return iterator2.next().then((result) => {
    if (result.done) {
      return results;
    }
    let earlyExit = false;
    function done() {
      earlyExit = true;
    }
    results = results.concat(
      mapFn ? mapFn(result.value, done) : result.value.data
    );
    if (earlyExit) {
      return results;
    }
    return gather(octokit, results, iterator2, mapFn);
  });
}
var composePaginateRest = Object.assign(paginate, {
  iterator
});
function paginateRest(octokit) {
  return {
    paginate: Object.assign(paginate.bind(null, octokit), {
      iterator: iterator.bind(null, octokit)
    })
  };
}
paginateRest.VERSION = VERSION6;

// node_modules/@actions/github/lib/utils.js
var context = new Context();
var baseUrl = getApiBaseUrl();
var defaults = {
  baseUrl,
  request: {
    agent: getProxyAgent(baseUrl),
    fetch: getProxyFetch(baseUrl)
  }
};
var GitHub = Octokit.plugin(restEndpointMethods, paginateRest).defaults(defaults);
function getOctokitOptions(token, options) {
  const opts = Object.assign({}, options || {});
  const auth2 = getAuthString(token, opts);
  if (auth2) {
    opts.auth = auth2;
  }
  const userAgent2 = getUserAgentWithOrchestrationId(opts.userAgent);
  if (userAgent2) {
    opts.userAgent = userAgent2;
  }
  return opts;
}

// node_modules/@actions/github/lib/github.js
var context2 = new Context();
function getOctokit(token, options, ...additionalPlugins) {
  const GitHubWithPlugins = GitHub.plugin(...additionalPlugins);
  return new GitHubWithPlugins(getOctokitOptions(token, options));
}

// src/main.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { writeFile as writeFile2 } from "node:fs/promises";
import { EOL as EOL6, tmpdir } from "node:os";
import { join as join7 } from "node:path";

// node_modules/@octokit/plugin-retry/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);
var VERSION7 = "0.0.0-development";
function isRequestError(error2) {
  return error2.request !== void 0;
}
async function errorRequest(state, octokit, error2, options) {
  if (!isRequestError(error2) || !error2?.request.request) {
    throw error2;
  }
  if (error2.status >= 400 && !state.doNotRetry.includes(error2.status)) {
    const retries = options.request.retries != null ? options.request.retries : state.retries;
    const retryAfter = Math.pow((options.request.retryCount || 0) + 1, 2);
    throw octokit.retry.retryRequest(error2, retries, retryAfter);
  }
  throw error2;
}
async function wrapRequest(state, octokit, request2, options) {
  const limiter = new import_light.default();
  limiter.on("failed", function(error2, info2) {
    const maxRetries = ~~error2.request.request?.retries;
    const after = ~~error2.request.request?.retryAfter;
    options.request.retryCount = info2.retryCount + 1;
    if (maxRetries > info2.retryCount) {
      return after * state.retryAfterBaseValue;
    }
  });
  return limiter.schedule(
    requestWithGraphqlErrorHandling.bind(null, state, octokit, request2),
    options
  );
}
async function requestWithGraphqlErrorHandling(state, octokit, request2, options) {
  const response = await request2(options);
  if (response.data && response.data.errors && response.data.errors.length > 0 && /Something went wrong while executing your query/.test(
    response.data.errors[0].message
  )) {
    const error2 = new RequestError2(response.data.errors[0].message, 500, {
      request: options,
      response
    });
    return errorRequest(state, octokit, error2, options);
  }
  return response;
}
function retry(octokit, octokitOptions2) {
  const state = Object.assign(
    {
      enabled: true,
      retryAfterBaseValue: 1e3,
      doNotRetry: [400, 401, 403, 404, 410, 422, 451],
      retries: 3
    },
    octokitOptions2.retry
  );
  const retryPlugin = {
    retry: {
      retryRequest: (error2, retries, retryAfter) => {
        error2.request.request = Object.assign({}, error2.request.request, {
          retries,
          retryAfter
        });
        return error2;
      }
    }
  };
  if (state.enabled) {
    octokit.hook.error("request", errorRequest.bind(null, state, retryPlugin));
    octokit.hook.wrap("request", wrapRequest.bind(null, state, retryPlugin));
  }
  return retryPlugin;
}
retry.VERSION = VERSION7;

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light2 = __toESM(require_light(), 1);
var VERSION8 = "0.0.0-development";
var noop3 = () => Promise.resolve();
function wrapRequest2(state, request2, options) {
  return state.retryLimiter.schedule(doRequest, state, request2, options);
}
async function doRequest(state, request2, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request2.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop3);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop3);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop3);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request2, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error2) => error2.type === "RATE_LIMITED")) {
      const error2 = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error2;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path2) => path2.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck3, common) {
  groups.global = new Bottleneck3.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck3.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck3.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck3.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck3.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions2) {
  const {
    enabled = true,
    Bottleneck: Bottleneck3 = import_light2.default,
    id: id2 = "no-id",
    timeout: timeout2 = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions2.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout: timeout2 };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id: id2
    },
    octokitOptions2.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck3, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck3();
    const events = {};
    const emitter = new Bottleneck3.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error2, info2) {
      const [state2, request2, options] = info2.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error2.status !== 401;
      if (!(shouldRetryGraphQL || error2.status === 403 || error2.status === 429)) {
        return;
      }
      const retryCount = ~~request2.retryCount;
      request2.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error2.message)) {
          const retryAfter2 = Number(error2.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error2.response.headers != null && error2.response.headers["x-ratelimit-remaining"] === "0" || (error2.response.data?.errors ?? []).some(
          (error22) => error22.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error2.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request2.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request2, options) => {
    initializeBottleneck();
    return wrapRequest2(state, request2, options);
  });
  return {};
}
throttling.VERSION = VERSION8;
throttling.triggersNotification = triggersNotification;

// node_modules/@octokit/plugin-request-log/dist-src/version.js
var VERSION9 = "6.0.0";

// node_modules/@octokit/plugin-request-log/dist-src/index.js
function requestLog(octokit) {
  octokit.hook.wrap("request", (request2, options) => {
    octokit.log.debug("request", options);
    const start = Date.now();
    const requestOptions = octokit.request.endpoint.parse(options);
    const path2 = requestOptions.url.replace(options.baseUrl, "");
    return request2(options).then((response) => {
      const requestId = response.headers["x-github-request-id"];
      octokit.log.info(
        `${requestOptions.method} ${path2} - ${response.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      return response;
    }).catch((error2) => {
      const requestId = error2.response?.headers["x-github-request-id"] || "UNKNOWN";
      octokit.log.error(
        `${requestOptions.method} ${path2} - ${error2.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      throw error2;
    });
  });
}
requestLog.VERSION = VERSION9;

// node_modules/@octokit/rest/dist-src/version.js
var VERSION10 = "22.0.1";

// node_modules/@octokit/rest/dist-src/index.js
var Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION10}`
  }
);

// src/github/client.ts
var import_light3 = __toESM(require_light(), 1);
var restOctokit = (token, options, plugins) => new (Octokit2.plugin(...plugins))({ ...options, auth: token });
var DEFAULT_USER_AGENT = "node-benchmark-action";
var FALLBACK_SECONDARY_WAIT_SECONDS = 60;
var GITHUB_API_VERSION = "2022-11-28";
var defaultLog = {
  warn: (message) => process.stderr.write(`warning: ${message}
`)
};
function sleep(ms) {
  return new Promise((resolve5) => setTimeout(resolve5, ms));
}
function describe(options) {
  const params = options;
  const url = (options.url ?? "").replace(
    /\{(\w+)\}/g,
    (placeholder, name) => typeof params[name] === "string" || typeof params[name] === "number" ? String(params[name]) : placeholder
  );
  return `${(options.method ?? "GET").toUpperCase()} ${url}`;
}
function checkCount(name, value, fallback) {
  const result = value ?? fallback;
  if (!Number.isFinite(result) || result < 0) {
    throw new RangeError(`createGitHubClient: ${name} must be a non-negative number, got ${String(value)}`);
  }
  return result;
}
function createGitHubClient(options) {
  const settings = clientSettings(options);
  const decide = retryDecider(settings);
  const countsOf = attemptCounter();
  const construct = options.construct ?? restOctokit;
  const octokit = construct(settings.token, octokitOptions(options, settings, decide), [
    observeAttempts(settings, decide, countsOf),
    throttling,
    retry
  ]);
  ownRequestOptions(octokit, countsOf);
  return octokit;
}
function clientSettings(options) {
  const { token, baseUrl: baseUrl2 } = options;
  if (token.trim().length === 0) {
    throw new TypeError("createGitHubClient: the GitHub token is empty (pass github-token / GITHUB_TOKEN)");
  }
  if (/\s/.test(token)) throw new TypeError("createGitHubClient: the GitHub token contains whitespace");
  let parsed;
  try {
    parsed = new URL(baseUrl2);
  } catch {
    throw new TypeError(`createGitHubClient: baseUrl is not a URL: ${JSON.stringify(baseUrl2)}`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new TypeError(`createGitHubClient: baseUrl must be http(s), got ${parsed.protocol}`);
  }
  const log2 = options.log ?? defaultLog;
  const retries = Math.floor(checkCount("retries", options.retries, 3));
  const minRetryDelayMs = checkCount("minRetryDelayMs", options.minRetryDelayMs, 1e3);
  const maxWait = checkCount("maxRateLimitWaitSeconds", options.maxRateLimitWaitSeconds, 180);
  const fallbackWait = checkCount("fallbackWaitSeconds", options.fallbackWaitSeconds, FALLBACK_SECONDARY_WAIT_SECONDS);
  const backoff = (retryCount) => fallbackWait * 2 ** retryCount;
  const timeoutMs = checkCount("requestTimeoutMs", options.requestTimeoutMs, 3e4);
  if (timeoutMs === 0) throw new RangeError("createGitHubClient: requestTimeoutMs must be positive");
  if (options.writeSpacingMs !== void 0) checkCount("writeSpacingMs", options.writeSpacingMs, 0);
  return { token, baseUrl: baseUrl2, log: log2, retries, minRetryDelayMs, maxWait, backoff, timeoutMs };
}
function retryDecider({ log: log2, retries, maxWait }) {
  return (kind, retryAfter, request2, count) => {
    if (count >= retries) {
      log2.warn(`GitHub ${kind} on ${describe(request2)}: giving up after ${count} retries`);
      return false;
    }
    if (retryAfter > maxWait) {
      log2.warn(
        `GitHub ${kind} on ${describe(request2)}: it lifts in ${retryAfter} s, more than the ${maxWait} s we wait`
      );
      return false;
    }
    log2.warn(`GitHub ${kind} on ${describe(request2)}: retry ${count + 1}/${retries} in ${retryAfter} s`);
    return true;
  };
}
function attemptCounter() {
  const attempts = /* @__PURE__ */ new WeakMap();
  return (requestOptions) => {
    const key = requestOptions.request ?? requestOptions;
    let counts = attempts.get(key);
    if (!counts) attempts.set(key, counts = { total: 0, serverErrors: 0 });
    return counts;
  };
}
function observeAttempts({ log: log2, retries, minRetryDelayMs, backoff }, decide, countsOf) {
  return (octokit) => {
    octokit.hook.wrap("request", async (request2, requestOptions) => {
      const counts = countsOf(requestOptions);
      for (let bareRetries = 0; ; bareRetries += 1) {
        try {
          counts.total += 1;
          return await request2(requestOptions);
        } catch (error2) {
          const status = error2.status;
          if (typeof status === "number" && status >= 500 && error2.request !== void 0) {
            counts.serverErrors += 1;
            const n = counts.serverErrors;
            if (n <= retries) {
              const reason = error2.response === void 0 ? "no response" : `${status}`;
              log2.warn(
                `GitHub ${describe(requestOptions)} failed (${reason}): retry ${n}/${retries} in ${n ** 2 * minRetryDelayMs} ms`
              );
            }
          }
          const message = error2 instanceof Error ? error2.message : "";
          const bare429 = status === 429 && !/\bsecondary rate\b/i.test(message) && error2.response?.headers?.["x-ratelimit-remaining"] !== "0";
          if (!bare429 || !isRateLimitError(error2)) throw error2;
          const wait = retryAfterSecondsOf(error2) ?? backoff(bareRetries);
          if (!decide("rate limit (429)", wait, requestOptions, bareRetries)) throw error2;
          await sleep(wait * 1e3);
        }
      }
    });
  };
}
function octokitOptions(options, settings, decide) {
  const { log: log2, retries, minRetryDelayMs, backoff, timeoutMs } = settings;
  const throttleGroups = options.writeSpacingMs === void 0 ? {} : {
    write: new import_light3.default.Group({ maxConcurrent: 1, minTime: options.writeSpacingMs }),
    notifications: new import_light3.default.Group({ maxConcurrent: 1, minTime: options.writeSpacingMs })
  };
  const timedFetch = (input, init) => {
    const timeout2 = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout2]) : timeout2;
    return options.fetch(String(input instanceof Request ? input.url : input), { ...init, signal });
  };
  return {
    baseUrl: settings.baseUrl.replace(/\/+$/, ""),
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    log: {
      debug: (message) => log2.debug?.(message),
      info: (message) => log2.debug?.(message),
      warn: (message) => log2.warn(message),
      // request-log reports every failed attempt here; the retries and the final error say more.
      error: (message) => log2.debug?.(message)
    },
    request: { fetch: timedFetch },
    throttle: {
      ...throttleGroups,
      // 0 marks "no retry-after": the handler then waits the growing backoff itself and retries at once
      fallbackSecondaryRateRetryAfter: 0,
      onRateLimit: (retryAfter, request2, _octokit, retryCount) => decide("rate limit", retryAfter, request2, retryCount),
      onSecondaryRateLimit: async (retryAfter, request2, _octokit, retryCount) => {
        if (retryAfter > 0) return decide("secondary rate limit", retryAfter, request2, retryCount);
        const wait = backoff(retryCount);
        if (!decide("secondary rate limit (no retry-after)", wait, request2, retryCount)) return false;
        await sleep(wait * 1e3);
        return true;
      }
    },
    retry: {
      retries,
      retryAfterBaseValue: minRetryDelayMs,
      // 403 and 429 are plugin-throttling's (rate limits) or final (permissions).
      doNotRetry: [400, 401, 403, 404, 409, 410, 422, 429, 451]
    }
  };
}
function ownRequestOptions(octokit, countsOf) {
  octokit.hook.wrap("request", async (request2, requestOptions) => {
    const own = { ...requestOptions.request };
    delete own.retryCount;
    requestOptions.request = own;
    requestOptions.headers = { "x-github-api-version": GITHUB_API_VERSION, ...requestOptions.headers };
    try {
      return await request2(requestOptions);
    } catch (error2) {
      throw toGitHubError(error2, { retries: Math.max(0, countsOf(requestOptions).total - 1) });
    }
  });
}

// src/action/execute.ts
import { copyFile as copyFile2, rm as rm2 } from "node:fs/promises";
import { join, resolve } from "node:path";

// src/request/request-schema.ts
var REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9_.-]{1,100}$/;
var LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
var FIELD = "\0field\0";
function grammar(check) {
  return external_exports.unknown().transform(checkedBy(check));
}
function checkedBy(check) {
  return (value, ctx) => {
    if (value === void 0) {
      ctx.issues.push({ code: "custom", message: "is missing", input: value });
      return external_exports.NEVER;
    }
    try {
      return check(value, FIELD);
    } catch (error2) {
      if (!(error2 instanceof RequestError)) throw error2;
      ctx.issues.push({ code: "custom", message: error2.message, input: value, params: { line: true } });
      return external_exports.NEVER;
    }
  };
}
function says(schema, message) {
  return external_exports.custom((value) => schema.safeParse(value).success, { error: message });
}
var strict = (shape) => external_exports.strictObject(shape, { error: "must be an object" });
var pinnedSha = says(sha, "must be a full 40-character lowercase hex commit SHA");
var id = says(external_exports.int().positive(), "must be a positive integer");
var repository = says(
  external_exports.string().regex(REPOSITORY).refine((name) => !/\/\.\.?$/.test(name)),
  "must be owner/name"
);
var releaseVersion = says(
  // normalized: what normalizeReleaseVersion makes of it is itself (not `v20`, `LTS`, `current`)
  external_exports.string().refine((version) => normalizeReleaseVersion(version) === version),
  "must be a normalized release version (20.0.0, 20, 20.1, lts, lts/iron, latest)"
);
var actor = strict({ login: says(external_exports.string().regex(LOGIN), "is not a GitHub login"), id });
var groups2 = external_exports.array(grammar(validateValue), { error: "must be an array of strings" }).max(LIMITS.groups, { error: (issue2) => tooMany(FIELD, issue2.input.length, LIMITS.groups) }).min(1, "must name at least one benchmark group").refine((list) => new Set(list).size === list.length, "names a group twice");
var ref = grammar(validateRef);
var PENDING = ["pr-base", "pr-head", "baseline"];
function side(allowPending) {
  const pending = allowPending ? strict({ kind: external_exports.enum(PENDING) }) : external_exports.object({ kind: external_exports.enum(PENDING) }).superRefine((side2, ctx) => {
    const message = `${FIELD} is still "${side2.kind}": the gate must resolve it before the request is passed on`;
    ctx.addIssue({ code: "custom", message, params: { line: true } });
  });
  return external_exports.discriminatedUnion(
    "kind",
    [
      strict({ kind: external_exports.literal("ref"), ref, sha: pinnedSha.optional() }),
      strict({ kind: external_exports.literal("release"), version: releaseVersion }),
      pending
    ],
    { error: (issue2) => issue2.code === "invalid_union" ? 'must be "ref" or "release"' : "must be an object" }
  );
}
var strings = external_exports.array(external_exports.unknown(), { error: "must be an array of strings" });
var EARLIER_CAPS = "must be 1 to 8 increasing whole numbers of runs, from 3, each below request.maxRuns";
var TRIGGERS = ["pull_request", "issue_comment", "workflow_dispatch", "schedule"];
var requestSchema = (allowPending) => strict({
  schemaVersion: external_exports.literal(1, "must be 1"),
  trigger: external_exports.enum(TRIGGERS, `must be one of ${TRIGGERS.join(", ")}`),
  /** owner/name */
  repository,
  old: side(allowPending),
  new: side(allowPending),
  groups: groups2,
  filter: strings.transform(checkedBy((list) => filter.parse(list, "json"))),
  exclude: strings.transform(checkedBy((list) => exclude.parse(list, "json"))),
  set: grammar(setRecord),
  /** runs per configuration and binary, or `auto`: rounds until each configuration is settled, up to maxRuns */
  runs: grammar((value) => runsSetting.check(value, "json")),
  /** runs auto only (and then always; request.ts checks which go together): the most runs per side */
  maxRuns: grammar((value) => maxRuns.check(value, "json")).optional(),
  /** runs auto only: the margin of "same" in percent (2.5 = ±2.5 %); absent: DEFAULT_DELTA_PERCENT */
  delta: grammar((value) => delta.check(value, "json")).optional(),
  pr: strict({
    number: id,
    /** the head commit pinned at gate time; the execute job checks out exactly this */
    headSha: pinnedSha,
    /** the base branch (a validated ref name from the base repository) */
    baseRef: ref,
    baseSha: pinnedSha.optional()
  }).optional(),
  /** the `/benchmark` comment (issue_comment only) */
  comment: strict({ id, author: actor }).optional(),
  requestedBy: actor.optional(),
  /**
   * `/benchmark more`: this request runs on an earlier result of the same
   * request (the artifact of workflow run `runId`, whose passes went to
   * `earlierCaps`): its calls stand, the rows it left open run on to maxRuns
   */
  more: strict({
    /** the workflow run whose result artifact holds the earlier samples */
    runId: id,
    /** the caps the earlier result's passes ran to, increasing, the last below maxRuns */
    earlierCaps: says(
      external_exports.array(external_exports.int().min(3)).min(1).max(8).refine((caps) => caps.every((cap, i) => i === 0 || cap > caps[i - 1])),
      EARLIER_CAPS
    )
  }).optional()
});
function setRecord(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RequestError("request.set must be an object of key: [values]");
  }
  const pairs = [];
  for (const [key, values] of Object.entries(value)) {
    set.key(key, "request.set key", "json");
    if (!Array.isArray(values) || values.length === 0) {
      throw new RequestError(`request.set.${key} must be a non-empty array of strings`);
    }
    if (pairs.length + values.length > LIMITS.set) {
      throw new RequestError(tooMany("request.set", pairs.length + values.length, LIMITS.set));
    }
    values.forEach((item, index) => pairs.push(`${key}=${validateValue(item, `request.set.${key}[${index}]`)}`));
  }
  return set.parse(pairs, "json");
}
function parseField(schema, value, root) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues;
  const first = issues[0];
  const unknown = issues.find((issue2) => issue2.code === "unrecognized_keys" && isPrefix(issue2.path, first.path));
  throw new RequestError(describeIssue(unknown ?? first, root));
}
var isPrefix = (prefix, path2) => prefix.length <= path2.length && prefix.every((key, i) => key === path2[i]);
function describeIssue(issue2, root) {
  const field = issue2.path.reduce(
    (name, key) => typeof key === "number" ? `${name}[${key}]` : `${name}.${String(key)}`,
    root
  );
  if (issue2.code === "custom" && issue2.params?.line === true) return issue2.message.replaceAll(FIELD, field);
  if (issue2.code === "unrecognized_keys") {
    const key = issue2.keys[0];
    return `${field} has an unknown key${/^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(key) ? ` "${key}"` : ""}`;
  }
  if (issue2.input === void 0 && issue2.path.length > 0) return `${field} is missing`;
  return issue2.message.includes(FIELD) ? issue2.message.replaceAll(FIELD, field) : `${field} ${issue2.message}`;
}

// src/request/request.ts
var REQUEST_SCHEMA_VERSION = 1;
var validateSha = (value, field) => parseField(pinnedSha, value, field);
var validateGroups = (values, field = "groups") => parseField(groups2, values, field);
var validateActor = (value, field) => parseField(actor, value, field);
var validateRepository = (value, field = "repository") => parseField(repository, value, field);
var validateReleaseVersion = (value, field) => parseField(releaseVersion, value, field);
var schemas = { draft: requestSchema(true), resolved: requestSchema(false) };
function validateAny(value, allowPending) {
  const request2 = parseField(allowPending ? schemas.draft : schemas.resolved, value, "request");
  checkSides(request2);
  checkRuns(request2);
  checkTrigger(request2, allowPending);
  return request2;
}
function checkSides(request2) {
  for (const name of ["old", "new"]) {
    const side2 = request2[name];
    const field = `request.${name}`;
    if (side2.kind !== "ref" || !SHA_ANY_CASE.test(side2.ref)) continue;
    if (side2.sha === void 0 && !isFullSha(side2.ref)) {
      throw new RequestError(`${field}.ref: write a commit SHA in lowercase`);
    }
    if (side2.sha !== void 0 && side2.ref !== side2.sha) {
      throw new RequestError(`${field}.ref is a commit SHA other than ${field}.sha`);
    }
  }
}
function checkRuns(request2) {
  if (request2.runs === "auto") {
    if (request2.maxRuns === void 0)
      throw new RequestError('request.maxRuns is missing: runs "auto" carries its cap');
  } else {
    if (request2.maxRuns !== void 0) throw new RequestError('request.maxRuns is only for runs "auto"');
    if (request2.delta !== void 0) throw new RequestError('request.delta is only for runs "auto"');
  }
  if (request2.more === void 0) return;
  if (request2.runs !== "auto") throw new RequestError('request.more is only for runs "auto" requests');
  if (request2.more.earlierCaps.at(-1) >= request2.maxRuns) {
    throw new RequestError(`request.more.earlierCaps ${EARLIER_CAPS}`);
  }
}
function checkTrigger(request2, allowPending) {
  const { trigger, pr } = request2;
  const dispatchedPr = trigger === "workflow_dispatch" && (pr !== void 0 || request2.new.kind === "pr-head" || request2.old.kind === "pr-base");
  const fromPr = trigger === "pull_request" || trigger === "issue_comment" || dispatchedPr;
  if (trigger === "issue_comment" && request2.comment === void 0) {
    throw new RequestError("request.comment is missing: an issue_comment request names its comment");
  }
  if (trigger !== "issue_comment" && request2.comment !== void 0) {
    throw new RequestError(`request.comment is only allowed for issue_comment requests`);
  }
  if (!fromPr && pr !== void 0) throw new RequestError(`request.pr is not allowed for ${trigger} requests`);
  for (const name of ["old", "new"]) {
    const side2 = request2[name];
    const pendingPr = side2.kind === "pr-base" || side2.kind === "pr-head";
    if (pendingPr && trigger !== "issue_comment" && trigger !== "workflow_dispatch") {
      throw new RequestError(`request.${name} "${side2.kind}" is only for issue_comment and workflow_dispatch requests`);
    }
    if (side2.kind === "baseline" && trigger !== "schedule") {
      throw new RequestError(`request.${name} "baseline" is only for schedule requests`);
    }
  }
  if (!fromPr) return;
  if (pr === void 0) {
    if (allowPending && request2.new.kind === "pr-head") return;
    throw new RequestError(`request.pr is missing: a ${trigger} request carries the pinned pull request`);
  }
  if (request2.new.kind !== "ref" || request2.new.sha !== pr.headSha) {
    throw new RequestError('request.new must be the pinned head: { kind: "ref", sha: request.pr.headSha }');
  }
  const old = request2.old;
  const baseOk = old.kind === "ref" && (pr.baseSha === void 0 ? old.ref === pr.baseRef && old.sha === void 0 : old.sha === pr.baseSha);
  if (!baseOk) {
    throw new RequestError(
      'request.old must be the pull request base: { kind: "ref", sha: request.pr.baseSha } (or ref: request.pr.baseRef without a baseSha)'
    );
  }
}
function validateRequest(value) {
  return validateAny(value, false);
}
function validateDraftRequest(value) {
  return validateAny(value, true);
}
function isResolvedRequest(request2) {
  const resolved = (side2) => side2.kind === "ref" || side2.kind === "release";
  return resolved(request2.old) && resolved(request2.new);
}
function serializeRequest(request2) {
  return JSON.stringify(validateRequest(request2));
}
function parseRequestJson(text) {
  if (text.length > LIMITS.jsonLength) {
    throw new RequestError(`request JSON is ${text.length} characters; at most ${LIMITS.jsonLength}`);
  }
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RequestError("request JSON is not valid JSON");
  }
  return validateRequest(value);
}
function describeRuns(request2) {
  if (request2.runs !== "auto") return `${request2.runs} runs`;
  const margin = request2.delta === void 0 ? "" : `, same within ±${request2.delta} %`;
  return `auto runs (up to ${request2.maxRuns ?? "?"}${margin})`;
}
function sideSpec(side2) {
  return side2.kind === "release" ? { kind: "release", version: side2.version } : { kind: "ref", ref: side2.sha ?? side2.ref };
}

// src/action/trust.ts
var TRUSTED_EVENTS = /* @__PURE__ */ new Set(["push", "schedule"]);
function defaultBranch(payload) {
  const repository2 = payload?.repository;
  return typeof repository2?.default_branch === "string" ? repository2.default_branch : void 0;
}
function pullRequestTrust(pr) {
  const scope = pullRequestScope(pr.number);
  return { trust: "untrusted", untrustedScope: scope, reason: `pull request #${pr.number} (${scope})` };
}
function requestTrust(request2, github, env) {
  if (request2.pr !== void 0) return pullRequestTrust(request2.pr);
  const ref2 = env.GITHUB_REF ?? "";
  const branch = ref2.startsWith("refs/heads/") ? ref2.slice("refs/heads/".length) : void 0;
  if (branch !== void 0) {
    const on = env.GITHUB_REF_PROTECTED === "true" ? "the protected branch" : github.eventName === "schedule" || branch === defaultBranch(github.payload) ? "the default branch" : void 0;
    if (TRUSTED_EVENTS.has(github.eventName) && on !== void 0) {
      return { trust: "trusted", reason: `${github.eventName} on ${on} ${branch}` };
    }
  }
  const runId = env.GITHUB_RUN_ID ?? "";
  const scope = /^[1-9][0-9]{0,19}$/.test(runId) ? `run-${runId}` : void 0;
  return {
    trust: "untrusted",
    ...scope !== void 0 ? { untrustedScope: scope } : {},
    reason: `${github.eventName || "no event"} on ${ref2 || "no ref"} (${scope ?? "each build its own"}): only a push to or a schedule on the default or a protected branch builds trusted`
  };
}

// src/action/execute.ts
async function checkPinnedCheckout(repo, request2, run2) {
  if (!request2.pr) return;
  let head;
  try {
    head = await resolveCommit(repo, "HEAD", run2);
  } catch {
    throw new RequestError(
      `repo-path ${repo} is not a git checkout; check out the pinned SHA ${request2.pr.headSha} there`
    );
  }
  if (head !== request2.pr.headSha) {
    throw new RequestError(
      `the checkout is at ${head} but the gate pinned ${request2.pr.headSha}: check out exactly that SHA (a push after approval is not run)`
    );
  }
  if (await storesGitCredentials(repo, run2)) {
    throw new RequestError(
      "the checkout keeps a GitHub token in .git/config: use actions/checkout with persist-credentials: false"
    );
  }
}
async function runExecute(request2, inputs, deps) {
  const runnerCheck = await runnerCheckAtStart(inputs.cpuset, deps);
  const repo = resolve(deps.workspace, inputs.repoPath);
  const git2 = processRunner(deps.env);
  await checkPinnedCheckout(repo, request2, git2);
  const trust = request2.pr !== void 0 ? pullRequestTrust(request2.pr) : deps.trust;
  const untrusted = trust.trust === "untrusted";
  deps.log(`builds: ${trust.trust}, ${trust.reason}`);
  const cacheDir = cacheDirFrom(inputs.cacheDir, deps.workspace, deps.env);
  const sandbox = await chooseSandbox({
    mode: inputs.sandbox,
    untrustedCode: untrusted,
    hide: [cacheDir],
    env: deps.env,
    uid: process.getuid(),
    platform: deps.platform,
    log: deps.log
  });
  const roots = [resolve(deps.workspace), ...deps.env.RUNNER_TEMP ? [resolve(deps.env.RUNNER_TEMP)] : []];
  const resultDir2 = await createResultDir(resolve(deps.workspace, inputs.resultDir), roots);
  const commits = {};
  try {
    const context3 = { repo, cacheDir, git: git2, sandbox, runnerCheck, trust, commits };
    return await executeInto(resultDir2, request2, inputs, deps, context3);
  } catch (error2) {
    if (error2 instanceof BuildError) await writeFailureRecord(resultDir2, failureRecordOf(error2, request2, commits));
    throw error2;
  }
}
function failureRecordOf(error2, request2, commits) {
  const failed = error2 instanceof BuildFailedError ? error2 : void 0;
  const side2 = failed === void 0 ? null : failed.sha === commits.old ? "old" : failed.sha === commits.new ? "new" : null;
  return {
    schemaVersion: 1,
    headSha: request2.pr?.headSha ?? null,
    commentId: request2.comment?.id ?? null,
    kind: error2.code,
    side: side2,
    message: error2.message,
    logTail: failed?.logTail ?? null
  };
}
async function pinnedSides(request2, inputs, deps, { repo, cacheDir, git: git2, commits }) {
  if (!request2.pr) return { old: sideSpec(request2.old), new: sideSpec(request2.new) };
  const refs = await resolvePrRefs(
    {
      repo,
      base: request2.pr.baseSha ?? request2.pr.baseRef,
      head: request2.pr.headSha,
      mode: inputs.mergeMode,
      // the builds' work dir: this runner user's, under its cache dir (never a fixed name in the shared /tmp)
      workDir: buildDirs(cacheDir).workDir,
      log: deps.log
    },
    git2
  );
  Object.assign(commits, { old: refs.old.sha, new: refs.new.sha });
  deps.log(`${inputs.mergeMode}: old ${refs.old.sha}, new ${refs.new.sha}`);
  return { old: { kind: "ref", ref: refs.old.sha }, new: { kind: "ref", ref: refs.new.sha } };
}
async function executeInto(resultDir2, request2, inputs, deps, context3) {
  const { repo, cacheDir, sandbox, runnerCheck, trust } = context3;
  const sides = await pinnedSides(request2, inputs, deps, context3);
  const csvPath = join(resultDir2.path, RESULT_CSV);
  const previous = request2.more ? await takePrevious(request2, inputs, deps.workspace, sides, csvPath) : void 0;
  const usesGit = sides.old.kind === "ref" || sides.new.kind === "ref";
  const compareRequest = comparisonFrom(
    request2,
    { ...inputs, cacheDir },
    {
      sides,
      // the workspace's checkout is the suite's or the refs' source only when one needs it
      repo: usesGit || inputs.suite !== "bundled" ? repo : void 0,
      output: { out: csvPath, format: "json", quiet: deps.progress === void 0 }
    },
    deps.workspace
  );
  const run2 = await runComparison(compareRequest, {
    log: deps.log,
    progress: deps.progress,
    signal: deps.signal,
    host: deps.env,
    platform: deps.platform,
    sandbox,
    runnerCheck,
    trust: trust.trust,
    untrustedScope: trust.untrustedScope,
    passEnv: inputs.passEnv,
    buildTimeoutMs: inputs.buildTimeoutMs,
    ...previous ? { resume: true, continuing: previous.continuing } : {}
  });
  if (previous) await rm2(identityPath(csvPath), { force: true });
  const side2 = (spec, binary) => ({
    spec: formatBinarySpec(spec),
    version: binary.version,
    sha: binary.sha ?? null
  });
  const failures = failureNotes(run2.failures, compareRequest.suite.kind);
  const measured = previous ? { ...run2, samples: run2.samples + run2.priorSamples, failures: [...previous.failures, ...failures] } : { ...run2, failures };
  const { schedule } = compareRequest;
  const metadata = comparisonMetadata(measured, schedule, {
    headSha: request2.pr?.headSha ?? null,
    commentId: request2.comment?.id ?? null,
    old: side2(sides.old, run2.binaries.old),
    new: side2(sides.new, run2.binaries.new),
    unmeasured: run2.unmeasured ?? void 0,
    shard: schedule.shard && run2.planned ? { index: schedule.shard.index, count: schedule.shard.count, ...run2.planned } : void 0,
    load: run2.load ?? null,
    suite: compareRequest.suite.kind
  });
  const calibration = await runnerCalibration(inputs, cacheDir, run2, deps);
  if (calibration !== void 0) metadata.calibration = calibration;
  const plotPath = await writePlot(resultDir2, run2, compareRequest, deps.log);
  const jsonPath = await writeResultMetadata(resultDir2, metadata);
  return { run: run2, compareRequest, metadata, resultDir: resultDir2.path, csvPath, jsonPath, plotPath };
}
async function takePrevious(request2, inputs, workspace, specs, csvPath) {
  const more = request2.more;
  if (!inputs.previousResult) {
    throw new RequestError(
      `this is a /benchmark more request (on the result of workflow run ${more.runId}), but previous-result is empty: hand the earlier run's node-bench-result artifact on to execute, as the PR example's gate job does`
    );
  }
  const dir = resolve(workspace, inputs.previousResult);
  let previous;
  try {
    previous = await readResultDir(dir);
  } catch (error2) {
    if (!(error2 instanceof ResultDirError)) throw error2;
    throw new RequestError(`previous-result ${inputs.previousResult}: ${error2.message}`);
  }
  const { metadata } = previous;
  const caps = metadata.adaptive ? [...metadata.adaptive.earlierCaps ?? [], metadata.adaptive.maxRuns] : [];
  const problem = metadata.headSha !== (request2.pr?.headSha ?? null) ? `is of head ${metadata.headSha ?? "(none)"}, the request of ${request2.pr?.headSha ?? "(none)"}` : metadata.adaptive === void 0 ? "is of a fixed number of runs, not --runs auto" : JSON.stringify(caps) !== JSON.stringify(more.earlierCaps) ? `went to ${caps.join(", ")} runs, the request names ${more.earlierCaps.join(", ")}` : ["old", "new"].find((side2) => {
    const spec = specs[side2];
    return spec.kind === "ref" ? metadata[side2].sha !== spec.ref : metadata[side2].spec !== formatBinarySpec(spec);
  }) ? `measured other binaries (old ${metadata.old.sha ?? metadata.old.spec}, new ${metadata.new.sha ?? metadata.new.spec})` : null;
  if (problem !== null) {
    throw new RequestError(
      `previous-result ${inputs.previousResult} ${problem}: it is not the result this request runs on`
    );
  }
  await copyFile2(join(dir, RESULT_CSV), csvPath);
  const missingRuns = metadata.adaptive.rows.flatMap(
    ({ filename, configuration, missingRuns: runs2 }) => ["old", "new"].flatMap(
      (binary) => runs2[binary].map((run2) => ({ filename, configuration, binary, run: run2 }))
    )
  );
  const sizes = (metadata.sizing?.configurations ?? []).filter((c) => c.key === SIZED_KEY).map((c) => ({ filename: c.filename, configuration: c.listed, n: c.value }));
  return { continuing: { autoCaps: caps, missingRuns, sizes }, failures: metadata.failures };
}
async function writePlot(resultDir2, run2, request2, log2) {
  if (run2.samples === 0) return null;
  try {
    const analysis = analyzeDecided(run2.groups, analysisOptions(request2), run2.verdicts && namedVerdicts(run2.verdicts));
    const { svg, rows } = await renderBoxPlot(run2.groups, analysis);
    const path2 = await writeResultPlot(resultDir2, svg);
    log2(`plot: ${rows} configurations in ${path2}`);
    return path2;
  } catch (error2) {
    log2(`warning: the plot was not drawn: ${error2.message}`);
    return null;
  }
}
async function runnerCalibration(inputs, cacheDir, run2, deps) {
  const statePath = resolve(deps.workspace, inputs.statePath ?? join(cacheDir, STATE_FILE_NAME));
  let state;
  try {
    ({ state } = await loadState(statePath));
  } catch (error2) {
    deps.log(`runner calibration: ${statePath} unreadable, not shown: ${error2.message}`);
    return void 0;
  }
  if (state?.calibration === void 0) return void 0;
  const analysis = run2.groups.analyze({ correction: "holm" });
  return calibrationMetadata(state.calibration, null, analysis.comparisons);
}

// src/github/permissions.ts
var ALLOWED_ROLES = ["admin", "maintain", "write"];
var LOGIN2 = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
async function getRepoPermission(octokit, query) {
  const { owner, repo, username, userId } = query;
  assertRepoRef(owner, repo);
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    throw new GitHubInputError(`invalid user id for ${JSON.stringify(username)}: ${String(userId)}`);
  }
  if (typeof username !== "string" || !LOGIN2.test(username)) {
    return {
      allowed: false,
      role: "none",
      reason: `${JSON.stringify(String(username).slice(0, 60))} is not a user login that may trigger benchmarks`
    };
  }
  const where = `${owner}/${repo}`;
  let data;
  try {
    ({ data } = await step(
      `checking ${username}'s permission on ${where}`,
      () => octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username })
    ));
  } catch (error2) {
    if (statusOf(error2) === 404) {
      return { allowed: false, role: "none", reason: `${username} is not a collaborator of ${where}` };
    }
    throw error2;
  }
  const answeredId = data.user?.id;
  if (answeredId !== userId) {
    return {
      allowed: false,
      role: "none",
      reason: `GitHub's permission answer for login ${username} is about user id ${String(answeredId)}, not the commenter's id ${userId} (a look-alike or renamed login): refused`
    };
  }
  const role = data.role_name;
  if (typeof role !== "string" || role.length === 0) {
    return {
      allowed: false,
      role: "none",
      reason: `GitHub's permission answer for ${username} has no role_name: refused`
    };
  }
  if (ALLOWED_ROLES.includes(role)) {
    return { allowed: true, role, reason: `${username} has the ${role} role on ${where}` };
  }
  return {
    allowed: false,
    role,
    reason: `${username} has the ${role} role on ${where}; admin, maintain or write is required`
  };
}

// src/github/reactions.ts
var REACTION_CONTENTS = ["+1", "-1", "laugh", "confused", "heart", "hooray", "rocket", "eyes"];
async function addReaction(octokit, options) {
  const { owner, repo, commentId, content } = options;
  assertRepoRef(owner, repo);
  assertPositiveInteger(commentId, "comment id");
  if (!REACTION_CONTENTS.includes(content)) {
    throw new GitHubInputError(
      `invalid reaction ${JSON.stringify(content)}: expected one of ${REACTION_CONTENTS.join(", ")}`
    );
  }
  const response = await step(
    `adding the ${content} reaction to comment ${commentId} in ${owner}/${repo}`,
    () => octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: commentId, content })
  );
  return { id: response.data.id, content: response.data.content, created: response.status === 201 };
}
async function removeOwnReaction(octokit, options) {
  const { owner, repo, commentId, content, authorId } = options;
  assertRepoRef(owner, repo);
  assertPositiveInteger(commentId, "comment id");
  const reactions = await step(
    `listing the ${content} reactions of comment ${commentId} in ${owner}/${repo}`,
    () => octokit.paginate(octokit.rest.reactions.listForIssueComment, {
      owner,
      repo,
      comment_id: commentId,
      content,
      per_page: 100
    })
  );
  const ours = reactions.filter((reaction) => reaction.user?.id === authorId);
  for (const reaction of ours) {
    await step(
      `removing our ${content} reaction from comment ${commentId} in ${owner}/${repo}`,
      () => octokit.rest.reactions.deleteForIssueComment({ owner, repo, comment_id: commentId, reaction_id: reaction.id })
    );
  }
  return ours.length;
}
var SAFE_COMMAND = /^[A-Za-z0-9_.,:=/ -]{1,500}$/;
async function replyToComment(octokit, options) {
  const { owner, repo, issueNumber, commentId, message, command } = options;
  assertRepoRef(owner, repo);
  assertIssueNumber(issueNumber);
  assertPositiveInteger(commentId, "comment id");
  if (message.trim().length === 0) {
    throw new GitHubInputError("replyToComment: the reply message is empty");
  }
  if (command !== void 0 && !SAFE_COMMAND.test(command)) {
    throw new GitHubInputError(
      `replyToComment: refusing to echo the command ${JSON.stringify(String(command).slice(0, 80))}: only letters, digits, spaces and _ . , : = / - may be quoted back`
    );
  }
  const where = `${owner}/${repo}#${issueNumber}`;
  const { data: original } = await step(
    `reading comment ${commentId} to reply to it on ${where}`,
    () => octokit.rest.issues.getComment({ owner, repo, comment_id: commentId })
  );
  const expectedSuffix = `/repos/${owner}/${repo}/issues/${issueNumber}`.toLowerCase();
  if (!original.issue_url.toLowerCase().endsWith(expectedSuffix)) {
    throw new GitHubInputError(
      `replyToComment: comment ${commentId} is not on ${where} (it is on ${original.issue_url})`
    );
  }
  const parts = [message.trim()];
  if (command !== void 0) parts.push(`> Request: \`${command}\``);
  parts.push(`<sub>In reply to [this comment](${original.html_url}).</sub>`);
  const body = parts.join("\n\n");
  assertBodyLength(`the reply on ${where}`, body);
  const { data } = await step(
    `replying on ${where}`,
    () => octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body })
  );
  return { id: data.id, url: data.html_url };
}

// src/github/approvals.ts
var APPROVAL_CHECK_NAME = "node-benchmark-action approval";
function approvalExternalId(approved) {
  const comment2 = approved.commentId === void 0 ? "" : ` comment=${approved.commentId}`;
  return `node-benchmark-action:approved${comment2} run=${approved.runId}`;
}
function checkOptions(options) {
  assertRepoRef(options.owner, options.repo);
  assertPositiveInteger(options.runId, "workflow run id");
  if (options.commentId !== void 0) assertPositiveInteger(options.commentId, "comment id");
}
async function recordApproval(octokit, options) {
  checkOptions(options);
  const { owner, repo, sha: sha2 } = options;
  await step(
    `recording the approval of run ${options.runId} on ${sha2}`,
    () => octokit.rest.checks.create({
      owner,
      repo,
      name: APPROVAL_CHECK_NAME,
      head_sha: sha2,
      external_id: approvalExternalId(options),
      status: "completed",
      conclusion: "neutral",
      output: { title: "Benchmark approved for this commit", summary: options.summary }
    })
  );
}
async function botLogin(octokit, botId) {
  if (botId === GITHUB_ACTIONS_BOT.id) return GITHUB_ACTIONS_BOT.login;
  const { data } = await step(
    `looking up the bot user ${botId}`,
    () => octokit.rest.users.getById({ account_id: botId })
  );
  return data.type === "Bot" ? data.login : void 0;
}
async function isApprovalRecorded(octokit, options) {
  checkOptions(options);
  const { owner, repo, sha: sha2 } = options;
  const runs2 = await step(
    `reading the approvals recorded on ${sha2}`,
    () => octokit.paginate(octokit.rest.checks.listForRef, {
      owner,
      repo,
      ref: sha2,
      check_name: APPROVAL_CHECK_NAME,
      filter: "all",
      per_page: 100
    })
  );
  const externalId = approvalExternalId(options);
  const candidates = runs2.filter(
    (run2) => run2.external_id === externalId && run2.head_sha === sha2 && run2.status === "completed" && run2.conclusion === "neutral" && typeof run2.app?.slug === "string"
  );
  if (candidates.length === 0) return false;
  const ours = await botLogin(octokit, options.botId);
  return candidates.some((run2) => ours !== void 0 && `${run2.app.slug}[bot]` === ours);
}

// src/request/command.ts
var COMMAND = "/benchmark";
var AUTO_GROUPS = "auto";
var MORE_WORD = "more";
var MORE_TAKES_NOTHING = "/benchmark more takes no other arguments: it runs the last table's open rows again, with its settings, for its commits";
var COMMAND_LIMITS = {
  /** longer comments are refused (GitHub's own cap on comment bodies) */
  bodyLength: 65536,
  firstLineLength: 500,
  /** whitespace-separated tokens on the first line, `/benchmark` included */
  tokens: 50
};
var COMMAND_OPTIONS = [filter, exclude, set, runs];
var OPTIONS = COMMAND_OPTIONS.map((option) => `--${option.names.command}`);
var named = (option) => spelled(option.names, "command");
var INVISIBLE = /[^\P{C}\t]|[\p{Zl}\p{Zp}]/u;
var ignore = (reason) => ({ ok: false, ignored: true, reason });
var refuse = (reason) => ({ ok: false, ignored: false, reason });
var code = (token) => `\`${token}\``;
function commandLine(body) {
  const newline = body.indexOf("\n");
  let line = newline === -1 ? body : body.slice(0, newline);
  if (line.endsWith("\r")) line = line.slice(0, -1);
  const indent = /^ {0,3}/.exec(line)[0].length;
  line = line.slice(indent);
  if (!line.startsWith(COMMAND)) return void 0;
  if (/^[A-Za-z0-9_-]/.test(line.slice(COMMAND.length))) return void 0;
  return line;
}
function parseBenchmarkCommand(body, options) {
  if (typeof body !== "string") return ignore("the comment has no text");
  const line = commandLine(body);
  if (line === void 0) return ignore(`the first line of the comment is not a ${COMMAND} command`);
  if (body.length > COMMAND_LIMITS.bodyLength) {
    return refuse(
      `the comment is ${body.length} characters long; a command comment may have at most ${COMMAND_LIMITS.bodyLength}`
    );
  }
  if (line.length > COMMAND_LIMITS.firstLineLength) {
    return refuse(`the command line is ${line.length} characters long; at most ${COMMAND_LIMITS.firstLineLength}`);
  }
  const invisible = INVISIBLE.exec(line);
  if (invisible) {
    const point = invisible[0].codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
    return refuse(`the command line contains an invisible or control character (U+${point}); retype it as plain text`);
  }
  const tokens = line.split(/[ \t]+/).filter((token) => token !== "");
  if (tokens.length > COMMAND_LIMITS.tokens) {
    return refuse(`the command has ${tokens.length} arguments; at most ${COMMAND_LIMITS.tokens}`);
  }
  if (tokens[0] !== COMMAND) return refuse(`put a space after ${COMMAND}`);
  try {
    return { ok: true, command: parseTokens(tokens.slice(1), options) };
  } catch (error2) {
    if (error2 instanceof RequestError) return refuse(error2.message);
    throw error2;
  }
}
function parseTokens(tokens, options) {
  const allowed = options.allowedGroups.filter((group) => safeToken(group));
  if (tokens[0] === MORE_WORD && !allowed.includes(MORE_WORD)) return parseMore(tokens.slice(1));
  const usage = `\`${COMMAND} [<group>…] [--filter X] [--exclude X] [--set key=value] [--runs N|auto] [sha=<full commit SHA>]\``;
  const groups3 = [];
  const filter2 = [];
  const exclude2 = [];
  const set2 = [];
  let runs2;
  let sha2;
  let auto = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.startsWith("-")) {
      const { name, inline } = splitOption(token);
      if (!OPTIONS.includes(name)) {
        const compareJs = compareJsFlagRefusal(name, "command");
        if (compareJs !== void 0) throw new RequestError(compareJs);
        const shown = /^--[a-z][a-z0-9-]{0,30}$/.test(name) ? `option ${code(name)}` : "option";
        throw new RequestError(`unknown ${shown}; the options are ${OPTIONS.join(", ")}. Usage: ${usage}`);
      }
      let value = inline;
      if (value === void 0) {
        value = tokens[++i];
        if (value === void 0 || value.startsWith("--")) throw new RequestError(`${name} needs a value`);
      }
      switch (name) {
        case "--filter":
          filter2.push(checkToken(value, named(filter)));
          break;
        case "--exclude":
          exclude2.push(checkToken(value, named(exclude)));
          break;
        case "--set":
          set.parse([checkToken(value, named(set))], "command");
          set2.push(value);
          break;
        case "--runs":
          if (runs2 !== void 0) throw new RequestError(`${named(runs)} is given twice`);
          runs2 = runsSetting.given(value, "command", options.maxRuns);
          break;
      }
      continue;
    }
    if (token.toLowerCase().startsWith("runs=")) {
      if (runs2 !== void 0) throw new RequestError(`${named(runs)} is given twice`);
      runs2 = runsSetting.given(checkToken(token.slice(5), named(runs)), "command", options.maxRuns);
      continue;
    }
    if (token.toLowerCase().startsWith("sha=")) {
      if (sha2 !== void 0) throw new RequestError("sha= is given twice");
      sha2 = shaOf(token);
      continue;
    }
    const group = checkToken(token, "a group name");
    if (group === AUTO_GROUPS && !allowed.includes(group)) {
      auto = true;
      continue;
    }
    if (!allowed.includes(group)) {
      const guess = closestName(group, allowed);
      const hint = group.includes("=") ? ` (for a benchmark parameter write --set ${group})` : guess === void 0 ? "" : ` (did you mean ${code(guess)}?)`;
      throw new RequestError(`unknown benchmark group ${code(group)}${hint}; ${allowedList(allowed)}`);
    }
    if (!groups3.includes(group)) groups3.push(group);
  }
  if (auto && groups3.length > 0) {
    throw new RequestError(
      `\`${AUTO_GROUPS}\` chooses the groups from the changed files: name groups or write auto, not both`
    );
  }
  const command = {
    groups: groups3,
    auto: groups3.length === 0,
    filter: filter.parse(filter2, "command"),
    exclude: exclude.parse(exclude2, "command"),
    set: set.parse(set2, "command")
  };
  const defaultRuns = options.defaults?.runs;
  if (runs2 !== void 0) command.runs = runs2;
  else if (defaultRuns !== void 0)
    command.runs = runsSetting.check(defaultRuns, "command", void 0, "the default runs");
  if (sha2 !== void 0) command.sha = sha2;
  return command;
}
function shaOf(token) {
  const hex = token.slice(4).toLowerCase();
  if (!isFullSha(hex))
    throw new RequestError("sha= needs the full 40-character hex commit SHA of the pull request head");
  return hex;
}
function parseMore(tokens) {
  const none = set.parse([], "command");
  const command = { groups: [], auto: false, filter: [], exclude: [], set: none, more: true };
  for (const token of tokens) {
    if (!token.toLowerCase().startsWith("sha=")) throw new RequestError(MORE_TAKES_NOTHING);
    if (command.sha !== void 0) throw new RequestError("sha= is given twice");
    command.sha = shaOf(token);
  }
  return command;
}
function splitOption(token) {
  const eq = token.indexOf("=");
  return eq === -1 ? { name: token } : { name: token.slice(0, eq), inline: token.slice(eq + 1) };
}
function safeToken(token) {
  try {
    validateValue(token, "token");
    return true;
  } catch {
    return false;
  }
}
function checkToken(token, what) {
  try {
    return validateValue(token, what);
  } catch (error2) {
    if (!(error2 instanceof RequestError)) throw error2;
    const hint = error2.message.includes("may only contain") ? ` (\`${VALUE_ALPHABET}\`)` : "";
    throw new RequestError(`${error2.message}${hint}`);
  }
}
function allowedList(allowed) {
  if (allowed.length === 0) return "no benchmark groups are configured for this repository";
  return `the groups are ${allowed.map(code).join(", ")}`;
}

// src/github/pulls.ts
async function fetchPull(octokit, options, what = `reading pull request ${options.owner}/${options.repo}#${options.number}`) {
  const { owner, repo, number } = options;
  assertRepoRef(owner, repo);
  assertPositiveInteger(number, "pull request number");
  const { data } = await step(what, () => octokit.rest.pulls.get({ owner, repo, pull_number: number }));
  return data;
}
var PULL_COMMITS_LISTED = 250;
async function isCommitOfPull(octokit, options) {
  const { owner, repo, number, commit } = options;
  assertRepoRef(owner, repo);
  assertFullSha(commit);
  const commits = await step(
    `listing the commits of ${owner}/${repo}#${number}`,
    () => octokit.paginate(octokit.rest.pulls.listCommits, { owner, repo, pull_number: number, per_page: 100 })
  );
  if (commits.some((c) => c.sha.toLowerCase() === commit)) return true;
  return commits.length >= PULL_COMMITS_LISTED ? "unlisted" : false;
}
var PULL_FILES_LIMIT = 3e3;
async function listPullFiles(octokit, options) {
  const { owner, repo, number } = options;
  assertRepoRef(owner, repo);
  assertPositiveInteger(number, "pull request number");
  const entries = await step(
    `listing the files of pull request ${owner}/${repo}#${number}`,
    () => octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: number, per_page: 100 })
  );
  const files = /* @__PURE__ */ new Set();
  for (const entry of entries) {
    files.add(entry.filename);
    if (typeof entry.previous_filename === "string") files.add(entry.previous_filename);
  }
  const truncated = entries.length >= PULL_FILES_LIMIT || options.changedFiles !== void 0 && options.changedFiles > entries.length;
  return { files: [...files], truncated };
}

// src/request/events.ts
var PULL_REQUEST_ACTIONS = ["opened", "labeled", "synchronize"];
var PULL_REQUEST_EVENTS = ["pull_request", "pull_request_target"];
var readList = {
  filter: (text) => filter.parse(listInput(text, /\s+/), "input"),
  exclude: (text) => exclude.parse(listInput(text, /\s+/), "input"),
  set: (text) => set.parse(listInput(text, /\s+/), "input")
};
function readSelectionDefaults(text) {
  const maxRuns2 = maxRuns.parse(text.maxRuns);
  const runs2 = runsSetting.parse(text.runs, "input", maxRuns2);
  if (runs2 === "auto") maxRuns.forAuto(maxRuns2, "input");
  const delta2 = delta.parse(text.delta, "input");
  return {
    groups: listInput(text.groups, /[\s,]+/),
    filter: readList.filter(text.filter),
    exclude: readList.exclude(text.exclude),
    set: readList.set(text.set),
    runs: runs2,
    maxRuns: maxRuns2,
    delta: delta2
  };
}
var ignore2 = (reason) => ({ kind: "ignore", reason });
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function get(value, ...path2) {
  let current = value;
  for (const key of path2) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return void 0;
    current = current[key];
  }
  return current;
}
function word(value) {
  return typeof value === "string" && /^[a-z_]{1,40}$/.test(value) ? `"${value}"` : "an unknown value";
}
function userOf(value, field) {
  return validateActor({ login: get(value, "login"), id: get(value, "id") }, field);
}
function idOf(value, field) {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
    throw new RequestError(`${field} must be a positive integer`);
  }
  return value;
}
function repositoryOf(context3) {
  const full = get(context3.payload, "repository", "full_name");
  return validateRepository(full ?? context3.repository, "the repository (payload.repository.full_name)");
}
function listInput(value, separators) {
  const items = value === void 0 ? [] : typeof value === "string" ? [value] : value;
  return items.flatMap((item) => String(item).split(separators)).filter((item) => item !== "");
}
function adaptiveOf(runs2, inputs, delta2 = inputs.selection.delta) {
  if (runs2 !== "auto") return {};
  return {
    maxRuns: maxRuns.forAuto(inputs.selection.maxRuns, "input"),
    ...delta2 === void 0 ? {} : { delta: delta2 }
  };
}
function isAutoGroups(value, blankIsAuto) {
  const groups3 = listInput(value, /[\s,]+/);
  return groups3.length === 0 ? blankIsAuto : groups3.length === 1 && groups3[0] === AUTO_GROUPS;
}
function groupsInput(value, field, allowedGroups) {
  const groups3 = [...new Set(listInput(value, /[\s,]+/))];
  if (groups3.length === 0) throw new RequestError(`${field} is empty: name the benchmark groups to run`);
  validateGroups(groups3, field);
  const allowed = new Set(allowedGroups);
  const unknown = groups3.find((group) => !allowed.has(group));
  if (unknown !== void 0) {
    const list = [...allowed].filter((group) => VALUE.test(group) && group.length <= LIMITS.valueLength);
    const guess = closestName(unknown, list);
    throw new RequestError(
      `${field}: unknown benchmark group \`${unknown}\`${guess === void 0 ? "" : ` (did you mean \`${guess}\`?)`}; ` + (list.length === 0 ? "no groups are allowed" : `the groups are ${list.map((g) => `\`${g}\``).join(", ")}`)
    );
  }
  return groups3;
}
function selectionFromInputs(inputs, form = () => void 0, auto = false) {
  const defaults2 = inputs.selection;
  const [filter2, exclude2, set2, delta2] = [form("filter"), form("exclude"), form("set"), form("delta")];
  const runs2 = runsSetting.parseOptional(form("runs"), "input", defaults2.maxRuns) ?? defaults2.runs;
  return {
    groups: auto ? [AUTO_GROUPS] : groupsInput(form("groups") ?? defaults2.groups, "input groups", inputs.allowedGroups),
    filter: filter2 === void 0 ? [...defaults2.filter] : readList.filter(filter2),
    exclude: exclude2 === void 0 ? [...defaults2.exclude] : readList.exclude(exclude2),
    set: set2 === void 0 ? defaults2.set : readList.set(set2),
    runs: runs2,
    ...adaptiveOf(runs2, inputs, delta2 === void 0 ? defaults2.delta : delta.parse(delta2, "input"))
  };
}
function parseSideInput(text, field) {
  const expected = "a release version (20.0.0, v20, lts, latest), ref:<git ref> or a full 40-character commit SHA";
  if (typeof text !== "string" || text.trim() === "") throw new RequestError(`${field} is required: ${expected}`);
  const value = validateValue(text.trim(), field);
  if (SHA_ANY_CASE.test(value)) {
    const sha2 = value.toLowerCase();
    return { kind: "ref", ref: sha2, sha: sha2 };
  }
  if (value.toLowerCase().startsWith("ref:")) {
    const ref2 = validateRef(value.slice(4), field);
    if (SHA_ANY_CASE.test(ref2)) return { kind: "ref", ref: ref2.toLowerCase(), sha: ref2.toLowerCase() };
    return { kind: "ref", ref: ref2 };
  }
  const version = normalizeReleaseVersion(value);
  if (version === void 0) throw new RequestError(`${field} must be ${expected}`);
  return { kind: "release", version: validateReleaseVersion(version, field) };
}
function finish(draft, needs, replyTo) {
  try {
    return { kind: "run", request: validateDraftRequest(draft), needs };
  } catch (error2) {
    if (error2 instanceof RequestError) return { kind: "refuse", reason: error2.message, replyTo };
    throw error2;
  }
}
function fromPullRequest(context3) {
  const { payload, inputs } = context3;
  const action = get(payload, "action");
  if (!PULL_REQUEST_ACTIONS.includes(action)) {
    return ignore2(`${context3.eventName} action ${word(action)} does not start a benchmark`);
  }
  const { label: label2 } = inputs;
  const ours = (name) => typeof name === "string" && name.toLowerCase() === label2.toLowerCase();
  if (action === "labeled" && !ours(get(payload, "label", "name"))) {
    return ignore2(`a label other than "${label2}" was added`);
  }
  const pr = get(payload, "pull_request");
  const labels = get(pr, "labels");
  if (!Array.isArray(labels) || !labels.some((item) => ours(get(item, "name")))) {
    return ignore2(`the pull request does not carry the "${label2}" label`);
  }
  if (get(pr, "state") !== "open") return ignore2("the pull request is not open");
  const headRepo = get(pr, "head", "repo", "id");
  const baseRepo = get(pr, "base", "repo", "id");
  if (action === "synchronize" && (typeof headRepo !== "number" || headRepo !== baseRepo)) {
    return ignore2(
      `new commits on a pull request from a fork are not benchmarked automatically: remove and re-add the "${label2}" label to approve them`
    );
  }
  const sender = userOf(get(payload, "sender"), "payload.sender");
  const headSha = validateSha(get(pr, "head", "sha"), "payload.pull_request.head.sha");
  const baseSha = validateSha(get(pr, "base", "sha"), "payload.pull_request.base.sha");
  const baseRef = validateRef(get(pr, "base", "ref"), "payload.pull_request.base.ref");
  const number = idOf(get(pr, "number"), "payload.pull_request.number");
  const auto = isAutoGroups(inputs.selection.groups, true);
  const selection = selectionFromInputs(inputs, void 0, auto);
  return finish(
    {
      schemaVersion: REQUEST_SCHEMA_VERSION,
      trigger: "pull_request",
      repository: repositoryOf(context3),
      old: { kind: "ref", ref: baseRef, sha: baseSha },
      new: { kind: "ref", ref: headSha, sha: headSha },
      pr: { number, headSha, baseRef, baseSha },
      ...selection,
      requestedBy: sender
    },
    auto ? { permissionOf: sender, suggestGroups: true } : { permissionOf: sender }
  );
}
function fromIssueComment(context3) {
  const { payload, inputs } = context3;
  const action = get(payload, "action");
  if (action !== "created") return ignore2(`the comment was ${word(action)}, not created; only new comments are read`);
  if (!isObject(get(payload, "issue", "pull_request"))) return ignore2("the comment is on an issue, not a pull request");
  const comment2 = get(payload, "comment");
  const user = get(comment2, "user");
  const login = get(user, "login");
  if (get(user, "type") === "Bot" || typeof login === "string" && login.endsWith("[bot]")) {
    return ignore2("the comment was written by a bot");
  }
  if (context3.botLogin !== void 0 && typeof login === "string" && login.toLowerCase() === context3.botLogin.toLowerCase()) {
    return ignore2("the comment is our own");
  }
  const parsed = parseBenchmarkCommand(get(comment2, "body"), {
    allowedGroups: inputs.allowedGroups,
    maxRuns: inputs.selection.maxRuns,
    defaults: { runs: inputs.selection.runs }
  });
  if (!parsed.ok && parsed.ignored) return ignore2(parsed.reason);
  const id2 = idOf(get(comment2, "id"), "payload.comment.id");
  const author = userOf(user, "payload.comment.user");
  const number = idOf(get(payload, "issue", "number"), "payload.issue.number");
  if (!parsed.ok) return { kind: "refuse", reason: parsed.reason, replyTo: id2, author };
  const repository2 = repositoryOf(context3);
  const { command } = parsed;
  if (command.more) {
    return {
      kind: "more",
      repository: repository2,
      pr: number,
      comment: { id: id2, author },
      ...command.sha === void 0 ? {} : { sha: command.sha }
    };
  }
  if (inputs.requireSha === true && command.sha === void 0) {
    return {
      kind: "refuse",
      reason: "This repository asks every /benchmark comment to name the commit it approves: review the head of the pull request and comment again with sha=<its full 40-character SHA>.",
      replyTo: id2,
      author
    };
  }
  const runs2 = command.runs ?? inputs.selection.runs;
  const adaptive = adaptiveOf(runs2, inputs);
  const needs = { permissionOf: author, resolveHeadSha: number };
  if (command.sha !== void 0) needs.expectedHeadSha = command.sha;
  if (command.auto) needs.suggestGroups = true;
  return finish(
    {
      schemaVersion: REQUEST_SCHEMA_VERSION,
      trigger: "issue_comment",
      repository: repository2,
      old: { kind: "pr-base" },
      new: { kind: "pr-head" },
      comment: { id: id2, author },
      groups: command.auto ? [AUTO_GROUPS] : command.groups,
      filter: command.filter,
      exclude: command.exclude,
      set: command.set,
      runs: runs2,
      ...adaptive,
      requestedBy: author
    },
    needs,
    id2
  );
}
function fromWorkflowDispatch(context3) {
  const { payload, inputs } = context3;
  const form = (name) => {
    const value = get(payload, "inputs", name);
    if (typeof value === "string" && value.trim() !== "" || typeof value === "number") return String(value);
    return void 0;
  };
  const sender = get(payload, "sender");
  const pr = form("pr");
  if (pr !== void 0) return dispatchedPullRequest(context3, form, pr);
  const draft = describedRequest(inputs, repositoryOf(context3), form);
  if (sender !== void 0) draft.requestedBy = userOf(sender, "payload.sender");
  return finish(draft, {});
}
function describedRequest(inputs, repository2, form = () => void 0) {
  const side2 = (name) => {
    const text = form(name);
    return (text === void 0 ? inputs[name] : void 0) ?? parseSideInput(text, `input ${name}`);
  };
  return {
    schemaVersion: REQUEST_SCHEMA_VERSION,
    trigger: "workflow_dispatch",
    repository: repository2,
    old: side2("old"),
    new: side2("new"),
    ...selectionFromInputs(inputs, form)
  };
}
function dispatchedPullRequest(context3, form, pr) {
  const { payload, inputs } = context3;
  if (!/^[1-9]\d{0,9}$/.test(pr.trim())) {
    throw new RequestError(`input pr must be a pull request number; got ${JSON.stringify(pr.slice(0, 40))}`);
  }
  const number = Number(pr.trim());
  const commit = form("commit");
  if (commit === void 0 || !SHA_ANY_CASE.test(commit.trim())) {
    throw new RequestError(
      "input commit is required with input pr: the full 40-character SHA of the commit you reviewed (the head of the pull request, or one of its commits)"
    );
  }
  const sender = userOf(get(payload, "sender"), "payload.sender");
  const auto = isAutoGroups(form("groups") ?? inputs.selection.groups, false);
  return finish(
    {
      schemaVersion: REQUEST_SCHEMA_VERSION,
      trigger: "workflow_dispatch",
      repository: repositoryOf(context3),
      old: { kind: "pr-base" },
      new: { kind: "pr-head" },
      ...selectionFromInputs(inputs, form, auto),
      requestedBy: sender
    },
    // dispatching needs write access already; checked again like a commenter's, by id
    {
      permissionOf: sender,
      resolveHeadSha: number,
      commitOfPr: commit.trim().toLowerCase(),
      ...auto ? { suggestGroups: true } : {}
    }
  );
}
function fromSchedule(context3) {
  const { payload, inputs } = context3;
  const branch = inputs.ref?.trim() || get(payload, "repository", "default_branch") || "main";
  return finish(
    {
      schemaVersion: REQUEST_SCHEMA_VERSION,
      trigger: "schedule",
      repository: repositoryOf(context3),
      // the nightly scheduler fills this with the last commit it scanned
      old: { kind: "baseline" },
      new: { kind: "ref", ref: validateRef(branch, "input ref") },
      ...selectionFromInputs(inputs)
    },
    {}
  );
}
function requestFromEvent(context3) {
  try {
    switch (context3.eventName) {
      case "pull_request":
      case "pull_request_target":
        return fromPullRequest(context3);
      case "issue_comment":
        return fromIssueComment(context3);
      case "workflow_dispatch":
        return fromWorkflowDispatch(context3);
      case "schedule":
        return fromSchedule(context3);
      default:
        return ignore2(`the ${word(context3.eventName)} event does not start a benchmark`);
    }
  } catch (error2) {
    if (error2 instanceof RequestError) return { kind: "refuse", reason: error2.message };
    throw error2;
  }
}
function pinPullRequest(run2, pull, commitInPr = false) {
  const { request: request2, needs } = run2;
  if (needs.resolveHeadSha === void 0)
    throw new RequestError("pinPullRequest: this request has no pull request to pin");
  try {
    const number = idOf(get(pull, "number"), "the pull request number");
    if (number !== needs.resolveHeadSha) {
      throw new RequestError(`the fetched pull request is #${number}, not #${needs.resolveHeadSha}`);
    }
    if (get(pull, "state") !== "open") return { ok: false, reason: `#${number} is not open` };
    const rawHead = get(pull, "head", "sha");
    const headSha = validateSha(typeof rawHead === "string" ? rawHead.toLowerCase() : rawHead, "the head SHA");
    const baseSha = validateSha(get(pull, "base", "sha"), "the base SHA");
    const baseRef = validateRef(get(pull, "base", "ref"), "the base branch name");
    if (needs.expectedHeadSha !== void 0 && needs.expectedHeadSha !== headSha) {
      const expected = isFullSha(needs.expectedHeadSha) ? needs.expectedHeadSha : "the given SHA";
      return {
        ok: false,
        reason: `sha=${expected} is not the head of #${number}: the head is ${headSha}. Review the new commits and comment again with that SHA.`
      };
    }
    let measured = headSha;
    if (needs.commitOfPr !== void 0 && needs.commitOfPr !== headSha) {
      if (commitInPr === "unlisted") {
        return {
          ok: false,
          reason: `commit ${needs.commitOfPr} is not the head of #${number} (${headSha}) nor among the first ${PULL_COMMITS_LISTED} of its commits, all GitHub lists: it cannot be checked, so nothing was run (dispatch the head, or a commit among the first ${PULL_COMMITS_LISTED})`
        };
      }
      if (!commitInPr) {
        return {
          ok: false,
          reason: `commit ${needs.commitOfPr} is neither the head of #${number} (${headSha}) nor one of its commits: nothing was run`
        };
      }
      measured = needs.commitOfPr;
    }
    const pinned = validateRequest({
      ...request2,
      old: { kind: "ref", ref: baseRef, sha: baseSha },
      new: { kind: "ref", ref: measured, sha: measured },
      pr: { number, headSha: measured, baseRef, baseSha }
    });
    return { ok: true, request: pinned };
  } catch (error2) {
    if (error2 instanceof RequestError) return { ok: false, reason: error2.message };
    throw error2;
  }
}

// src/report/gate-words.ts
function requestSummary(request2) {
  return `${request2.groups.map((g) => `\`${g}\``).join(" ")}, ${describeRuns(request2)}`;
}
function notAllowed(login) {
  return `${login} may not run benchmarks (needs write, maintain or admin)`;
}
function labelRefused(label2, pr, reason) {
  return `The \`${label2}\` label runs nothing on #${pr}: ${reason}. Someone with write access can remove and re-add the label, or comment \`/benchmark …\`.`;
}
function noGroupsChosen(decision, pr) {
  if (decision === "ask") {
    return `#${pr} changes files that every benchmark depends on, so no groups were chosen: name the groups to run (\`/benchmark <group>…\`).`;
  }
  if (decision === "run") {
    return `none of the groups chosen for #${pr} may run here: name the groups to run (\`/benchmark <group>…\`).`;
  }
  return `no benchmark measures what #${pr} changes: name groups to run one anyway (\`/benchmark <group>…\`).`;
}
function noGroupsReply(why, lines) {
  return [why, "", ...lines].join("\n");
}
function approvalSummary(summary2, asked) {
  if (asked === "label") return `${summary2}, asked by adding the label`;
  if (asked === "dispatch") return `${summary2}, asked by a workflow dispatch`;
  return `${summary2}, asked in comment ${asked}`;
}
function reRunUnrecorded(attempt, pr, head) {
  return `This is attempt ${attempt} of the workflow run, and nothing records which commit an earlier attempt accepted: the acceptance reply is gone and no approval is recorded on the head of #${pr} (\`${head}\`). A re-run does not benchmark commits nobody approved: comment \`/benchmark …\` again.`;
}
function headMovedSinceAcceptance(accepted, pr, head) {
  return `This request was accepted for commit \`${accepted}\`, but the head of #${pr} is now \`${head}\`: a re-run does not benchmark commits nobody approved. Review the new commits and comment again (\`/benchmark … sha=${head}\`) to benchmark them.`;
}
function acceptanceMarker(commentId) {
  return `<!-- node-benchmark-action:accepted comment=${commentId} -->`;
}
function acceptanceReply(commentId, message) {
  return `${acceptanceMarker(commentId)}
${message}`;
}
var ACCEPTED_SHA = /^Benchmark accepted for commit `([0-9a-f]{40})`/m;
function acceptedCommitOf(reply) {
  return ACCEPTED_SHA.exec(reply)?.[1];
}
function commentAccepted(sha2, summary2, chosen) {
  return `Benchmark accepted for commit \`${sha2}\` (${summary2}). Later pushes are not included; results will be posted here.${chosenLines(chosen)}`;
}
function dispatchAnnounced(sha2, summary2, chosen, by, runUrl) {
  const who = by ? ` by ${by}` : "";
  const run2 = runUrl ? ` ([workflow run](${runUrl}))` : "";
  return `Benchmark of commit \`${sha2}\` (${summary2}) dispatched${who}${run2}; results will be posted here.${chosenLines(chosen)}`;
}
function labelAnnounced(sha2, summary2, chosen) {
  return `Benchmark of commit \`${sha2}\` (${summary2}) started by the label; results will be posted here.${chosenLines(chosen)}`;
}
function chosenLines(chosen) {
  return chosen === void 0 ? "" : `

${chosen.join("\n")}`;
}
var NO_TABLE = "no --runs auto table of this bot on this pull request to run more of (a sharded run's table cannot be run more of yet)";
var NO_OPEN_ROW = "nothing to run again: the last table on this pull request left no row open";
function moreCapReached(lastCap, most) {
  return `the last table already ran its open rows to ${lastCap} runs per side, the most a request may ask (${most}): nothing more to run`;
}
function moreRequestUnusable(why) {
  return `the last table's request cannot be run again: ${why}`;
}
var earlierRequestRefused = {
  otherRepository: (theirs, ours) => `it is for ${theirs}, not ${ours}`,
  otherPull: (pr) => `it is not for #${pr}`,
  notAuto: "it is not a --runs auto request",
  otherCaps: (recorded, caps) => `its caps (${recorded.join(", ")}) are not the table's (${caps.join(", ")})`,
  otherRun: (lineRun, reportRun) => `its line names run ${lineRun}, but the report is run ${reportRun}'s`,
  groupNotAllowed: (group) => `its group \`${group}\` is not in this workflow's allowed-groups`,
  otherDelta: (theirs, ours) => `its δ (${theirs === void 0 ? "none" : `${theirs} %`}) is not this workflow's (${ours === void 0 ? "none" : `${ours} %`})`,
  notApproved: (sha2, runId) => `nothing of ours records that commit \`${sha2}\` was approved for run ${runId} (neither our acceptance reply nor our approval check run)`
};
function moreShaNotMeasured(sha2, measured) {
  return `sha=${sha2} is not the commit the last table measured (${measured}): /benchmark more runs that table's commits`;
}
function pullNotOpen(pr) {
  return `#${pr} is not open`;
}
function moreAccepted(more) {
  const { pr, measured, head } = more;
  const moved = head === measured ? "" : ` The head of #${pr} is now \`${head}\`: this runs the commits the table measured, not the new ones (comment \`/benchmark …\` for those).`;
  return `Benchmark accepted for commit \`${measured}\` again: ${plural(more.open, "row")} the last table left open run again from ${more.lastCap} to ${more.nextCap} runs per side, for the same commits (about ${plural(more.minutes, "minute")}). The rows it decided keep their calls; results will be posted in a comment of their own, the last table folded under it.${moved}`;
}

// src/action/report-comments.ts
async function findReportComments(octokit, where) {
  const { owner, repo, pr, workflow, botId } = where;
  const found = await findOurComments(
    octokit,
    { owner, repo, issueNumber: pr, authorId: botId },
    (firstLine) => reportRunOf(firstLine, pr, workflow) !== void 0
  );
  return found.map((comment2) => ({ ...comment2, run: reportRunOf(comment2.firstLine, pr, workflow) })).sort((a, b) => a.run - b.run);
}

// src/action/suggest-groups.ts
import { existsSync as existsSync3 } from "node:fs";
import path from "node:path";
function baseTreeDir(inputs, workspace) {
  const core = path.join(path.resolve(workspace, inputs.repoPath), "benchmark");
  if (inputs.suite === "core") {
    if (!existsSync3(path.join(core, "common.js"))) {
      throw new RequestError(
        `groups auto reads the base branch's benchmark/ but ${core} has none: check out the base branch in the gate job (actions/checkout, sparse-checkout: benchmark) or name the groups`
      );
    }
    return { dir: core, suite: "core" };
  }
  if (inputs.suite === "auto" && existsSync3(path.join(core, "common.js"))) return { dir: core, suite: "core" };
  return { dir: findSuiteDir(), suite: "bundled" };
}
async function chooseGroups(octokit, request2, inputs, options) {
  const number = request2.pr.number;
  const { dir, suite: suite2 } = baseTreeDir(inputs, options.workspace);
  if (suite2 === "bundled" && inputs.suite === "auto") {
    options.log(
      `groups auto: no benchmark/ at ${path.join(path.resolve(options.workspace, inputs.repoPath), "benchmark")}, so the groups are the bundled suite's; if the execute job runs node core's benchmarks, check out the base branch's benchmark/ in the gate job (sparse-checkout: benchmark), or set suite: bundled`
    );
  }
  const tree = await readTreeFromDir(dir);
  const rules = inputs.suggestRules;
  const listed = await listPullFiles(octokit, {
    owner: options.owner,
    repo: options.repo,
    number,
    ...options.changedFiles === void 0 ? {} : { changedFiles: options.changedFiles }
  });
  const suggestion = suggestGroups(listed.files, tree, { rules, truncated: listed.truncated });
  const allowed = new Set(inputs.allowedGroups);
  const dropped = allowed.size === 0 ? [] : suggestion.groups.map((g) => g.name).filter((name) => !allowed.has(name));
  const groups3 = suggestion.decision === "run" ? suggestion.groups.map((g) => g.name).filter((name) => !dropped.includes(name)) : [];
  options.log(
    `groups auto on #${number} (${suite2} suite, ${dir}): ${listed.files.length} files → ${groups3.join(" ") || "none"} (${suggestion.decision})`
  );
  let estimate = null;
  if (groups3.length > 0) {
    const files = groups3.flatMap(
      (group) => (tree.get(group) ?? []).filter(
        (file) => isSelected(suite2 === "core" ? file.name : `${group}/${file.name}`, request2.filter, request2.exclude)
      ).map((file) => `${group}/${file.name}`)
    );
    const timings = inputs.timings === void 0 ? null : await readTimings(path.resolve(options.workspace, inputs.timings), options.log);
    const maxTimeMs = inputs.maxTimeMs;
    estimate = estimateRun({
      files,
      timings,
      timingsSource: inputs.timings === void 0 ? "no timings input" : `the timings input`,
      runs: request2.runs,
      ...request2.maxRuns === void 0 ? {} : { maxRuns: request2.maxRuns },
      ...maxTimeMs === void 0 ? {} : { maxTimeMs }
    });
  }
  const lines = suggestionMarkdown(suggestion, dropped);
  if (estimate !== null) lines.push("", describeEstimate(estimate));
  lines.push("", overrideHint(groups3[0] ?? suggestion.groups[0]?.name ?? [...tree.keys()][0], tree));
  return { groups: groups3, suggestion, estimate, lines };
}
function overrideHint(group, tree) {
  if (group === void 0) return "To run groups of your choice, comment `/benchmark <group>…`.";
  const stems = (tree.get(group) ?? []).map((file) => file.name.replace(/\.[cm]?js$/, ""));
  const shortest = stems.sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[0];
  const filter2 = shortest === void 0 ? "" : ` --filter ${shortest}`;
  return `To run something else, comment e.g. \`/benchmark ${group}${filter2}\` (the groups you name; --filter keeps the files whose name contains it).`;
}

// src/action/gate-more.ts
async function gateMore(github, event, deps) {
  const { octokit } = deps;
  const { owner, repo } = github;
  const { id: commentId, author } = event.comment;
  const issueNumber = event.pr;
  if (!await deps.isAllowed(author)) {
    await addReaction(octokit, { owner, repo, commentId, content: "confused" });
    return { proceed: false, reason: notAllowed(author.login) };
  }
  const refuse2 = async (reason) => {
    await addReaction(octokit, { owner, repo, commentId, content: "confused" });
    await replyToComment(octokit, { owner, repo, issueNumber, commentId, message: reason });
    return { proceed: false, reason };
  };
  const reports = await findReportComments(octokit, {
    owner,
    repo,
    pr: issueNumber,
    workflow: github.workflow,
    botId: deps.botId
  });
  const report = reports.at(-1);
  const line = report === void 0 ? void 0 : readMoreLine(report.body);
  if (line === void 0) return refuse2(NO_TABLE);
  if (line.open === 0) return refuse2(NO_OPEN_ROW);
  const lastCap = line.caps.at(-1);
  const nextCap = nextMoreCap(lastCap);
  if (nextCap === void 0) {
    return refuse2(moreCapReached(lastCap, LIMITS.runs));
  }
  let earlier;
  try {
    earlier = parseRequestJson(line.requestJson);
    checkEarlier(earlier, line.caps, `${owner}/${repo}`, issueNumber);
    checkAsAnyRequest(earlier, deps);
    if (line.runId !== report.run) throw new RequestError(earlierRequestRefused.otherRun(line.runId, report.run));
  } catch (error2) {
    if (!(error2 instanceof RequestError)) throw error2;
    return refuse2(moreRequestUnusable(error2.message));
  }
  const pr = earlier.pr;
  if (!await deps.earlierApproved(earlier, line.runId)) {
    return refuse2(moreRequestUnusable(earlierRequestRefused.notApproved(pr.headSha, line.runId)));
  }
  if (event.sha !== void 0 && event.sha !== pr.headSha) {
    return refuse2(moreShaNotMeasured(event.sha, pr.headSha));
  }
  const pull = await fetchPull(octokit, { owner, repo, number: issueNumber }, `reading pull request #${issueNumber}`);
  if (pull.state !== "open") return refuse2(pullNotOpen(issueNumber));
  const request2 = {
    ...earlier,
    trigger: "issue_comment",
    comment: { id: commentId, author },
    requestedBy: author,
    maxRuns: nextCap,
    more: { runId: line.runId, earlierCaps: line.caps }
  };
  const requestJson = serializeRequest(request2);
  const accepted = await deps.earlierAcceptance();
  if (accepted === void 0) {
    const head = pull.head.sha.toLowerCase();
    const { open: open2, minutes } = line;
    await deps.keepApproval(pr.headSha, requestSummary(request2));
    await deps.acknowledge(
      moreAccepted({ pr: issueNumber, measured: pr.headSha, head, open: open2, lastCap, nextCap, minutes })
    );
  } else {
    deps.log(`a re-run of the more request accepted for ${accepted}: the same commits are benchmarked`);
  }
  deps.log(`accepted (more of run ${line.runId}): ${requestJson}`);
  return { proceed: true, request: request2, requestJson, sha: pr.headSha, moreRunId: line.runId };
}
function checkAsAnyRequest(earlier, inputs) {
  const allowed = new Set(inputs.allowedGroups);
  const outside = allowed.size === 0 ? void 0 : earlier.groups.find((group) => !allowed.has(group));
  if (outside !== void 0) throw new RequestError(earlierRequestRefused.groupNotAllowed(outside));
  if (earlier.delta !== inputs.delta)
    throw new RequestError(earlierRequestRefused.otherDelta(earlier.delta, inputs.delta));
}
function checkEarlier(earlier, caps, repository2, issueNumber) {
  if (earlier.repository.toLowerCase() !== repository2.toLowerCase()) {
    throw new RequestError(earlierRequestRefused.otherRepository(earlier.repository, repository2));
  }
  if (earlier.pr === void 0 || earlier.pr.number !== issueNumber) {
    throw new RequestError(earlierRequestRefused.otherPull(issueNumber));
  }
  if (earlier.runs !== "auto") throw new RequestError(earlierRequestRefused.notAuto);
  const recorded = [...earlier.more?.earlierCaps ?? [], earlier.maxRuns];
  if (JSON.stringify(recorded) !== JSON.stringify(caps)) {
    throw new RequestError(earlierRequestRefused.otherCaps(recorded, caps));
  }
}

// src/action/gate.ts
async function acknowledge(octokit, where, message) {
  const { owner, repo, commentId } = where;
  await addReaction(octokit, { owner, repo, commentId, content: "eyes" });
  await replyToComment(octokit, { ...where, message: acceptanceReply(commentId, message) });
}
async function earlierAcceptance(octokit, options) {
  const marker = acceptanceMarker(options.commentId);
  const found = await findStickyComment(octokit, { ...options, marker, authorId: options.botId });
  return found === null ? void 0 : acceptedCommitOf(found.body);
}
async function keepApproval(octokit, approval, summary2, log2) {
  const { runId } = approval;
  if (runId === void 0) return log2("no workflow run id (GITHUB_RUN_ID): the approval is not recorded");
  try {
    await recordApproval(octokit, { ...approval, runId, summary: summary2 });
  } catch (error2) {
    if (!(error2 instanceof GitHubPermissionError)) throw error2;
    log2(
      `could not record the approval as a check run (${error2.githubMessage}): give the gate job \`checks: write\` so that a re-run whose acceptance reply was deleted can still run`
    );
  }
}
async function approvalRecorded(octokit, approval, log2) {
  const { runId } = approval;
  if (runId === void 0) return false;
  try {
    return await isApprovalRecorded(octokit, { ...approval, runId });
  } catch (error2) {
    if (!(error2 instanceof GitHubPermissionError)) throw error2;
    log2(`could not read the approvals recorded on ${approval.sha} (${error2.githubMessage})`);
    return false;
  }
}
function moreDeps(at, github, more) {
  const { octokit, owner, repo, log: log2 } = at;
  const { botId } = more;
  const where = { owner, repo, issueNumber: more.pr, commentId: more.commentId };
  return {
    octokit,
    log: log2,
    botId,
    acknowledge: (message) => acknowledge(octokit, where, message),
    earlierAcceptance: () => earlierAcceptance(octokit, { ...where, botId }),
    earlierApproved: async (earlier, runId) => {
      const sha2 = earlier.pr.headSha;
      const commentId = earlier.comment?.id;
      if (commentId !== void 0) {
        const replied = await earlierAcceptance(octokit, { ...where, commentId, botId });
        if (replied === sha2) return true;
      }
      return approvalRecorded(octokit, { owner, repo, sha: sha2, runId, commentId, botId }, log2);
    },
    keepApproval: (sha2, summary2) => keepApproval(
      octokit,
      { owner, repo, sha: sha2, runId: github.runId, commentId: more.commentId },
      approvalSummary(summary2, more.commentId),
      log2
    )
  };
}
function eventInputs(inputs) {
  return {
    allowedGroups: inputs.allowedGroups,
    label: inputs.label,
    selection: inputs.selection,
    old: inputs.old,
    new: inputs.new,
    requireSha: inputs.requireSha
  };
}
function describedAllowedGroups(inputs) {
  return inputs.allowedGroups.length > 0 ? inputs.allowedGroups : inputs.selection.groups;
}
function describedEventInputs(inputs) {
  return { ...eventInputs(inputs), allowedGroups: describedAllowedGroups(inputs) };
}
async function markStaleOnPush(github, deps) {
  const payload = github.payload;
  const number = payload.pull_request?.number;
  const sha2 = payload.pull_request?.head?.sha;
  const isPullRequestEvent = PULL_REQUEST_EVENTS.includes(github.eventName);
  if (!isPullRequestEvent || payload.action !== "synchronize") return;
  if (typeof number !== "number" || !Number.isSafeInteger(number) || typeof sha2 !== "string" || !isFullSha(sha2)) return;
  const { owner, repo } = github;
  const reports = await findReportComments(deps.octokit, {
    owner,
    repo,
    pr: number,
    workflow: github.workflow,
    botId: deps.botId
  });
  for (const report of reports) {
    const body = markReportStale(report.body, sha2, report.firstLine);
    if (body === report.body) continue;
    try {
      await editComment(
        deps.octokit,
        { owner, repo, commentId: report.id, body },
        `marking the report on #${number} stale`
      );
    } catch (error2) {
      if (!(error2 instanceof GitHubPermissionError)) throw error2;
      deps.log(
        `could not mark the report on #${number} stale (${error2.githubMessage}); the token may not edit comments`
      );
      return;
    }
    deps.log(`report comment on #${number} marked stale: head is now ${sha2}`);
  }
}
async function refuseComment(at, where, reason) {
  const { octokit, owner, repo } = at;
  await addReaction(octokit, { owner, repo, commentId: where.commentId, content: "confused" });
  await replyToComment(octokit, { owner, repo, ...where, message: reason });
  return { proceed: false, reason };
}
async function postOnPull(at, pr, body, what) {
  await postComment(at.octokit, { owner: at.owner, repo: at.repo, issueNumber: pr, body }, what);
}
async function runGate(github, inputs, deps) {
  const { octokit, log: log2 } = deps;
  const { owner, repo } = github;
  const at = { octokit, owner, repo, log: log2 };
  await markStaleOnPush(github, deps);
  const result = requestFromEvent({
    eventName: github.eventName,
    payload: github.payload,
    inputs: eventInputs(inputs),
    botLogin: deps.botLogin,
    repository: `${owner}/${repo}`
  });
  if (result.kind === "ignore") return { proceed: false, reason: result.reason };
  const isAllowed = async (actor2) => {
    const permission = await getRepoPermission(octokit, { owner, repo, username: actor2.login, userId: actor2.id });
    log2(`${actor2.login} (id ${actor2.id}): ${permission.reason}`);
    return permission.allowed;
  };
  const issueNumber = issueNumberOf(github.payload);
  if (result.kind === "refuse") {
    if (result.replyTo !== void 0 && result.author && issueNumber !== void 0 && await isAllowed(result.author)) {
      return refuseComment(at, { issueNumber, commentId: result.replyTo }, result.reason);
    }
    if (result.replyTo === void 0) throw new RequestError(result.reason);
    return { proceed: false, reason: result.reason };
  }
  if (result.kind === "more") {
    return gateMore(github, result, {
      ...moreDeps(at, github, { pr: result.pr, commentId: result.comment.id, botId: deps.botId }),
      isAllowed,
      allowedGroups: inputs.allowedGroups,
      delta: inputs.selection.delta
    });
  }
  const { needs } = result;
  const commentId = result.request.comment?.id;
  const comment2 = commentId !== void 0 && issueNumber !== void 0 ? { issueNumber, commentId } : void 0;
  if (needs.permissionOf && !await isAllowed(needs.permissionOf)) {
    return refuseActor(at, result.request, needs.permissionOf, inputs.label);
  }
  const pinned = await pinRequest(at, result, comment2);
  if ("proceed" in pinned) return pinned;
  let request2 = pinned.request;
  let chosen;
  if (needs.suggestGroups === true) {
    const auto = await autoGroups(at, request2, inputs, {
      workspace: deps.workspace,
      changedFiles: pinned.changedFiles ?? changedFilesOf(github.payload),
      comment: comment2
    });
    if ("proceed" in auto) return auto;
    request2 = { ...request2, groups: auto.choice.groups };
    chosen = auto.choice.lines;
  }
  const requestJson = serializeRequest(request2);
  const sha2 = request2.pr?.headSha;
  if (comment2 !== void 0) {
    const refused = await acceptComment(at, github, { request: request2, sha: sha2, chosen, comment: comment2, botId: deps.botId });
    if (refused !== void 0) return refused;
  }
  await announceOnPull(at, github, request2, chosen);
  log2(`accepted: ${requestJson}`);
  return { proceed: true, request: request2, requestJson, sha: sha2 };
}
async function refuseActor(at, draft, actor2, label2) {
  const reason = notAllowed(actor2.login);
  const { octokit, owner, repo } = at;
  if (draft.comment !== void 0) {
    await addReaction(octokit, { owner, repo, commentId: draft.comment.id, content: "confused" });
  }
  const pr = draft.pr?.number;
  if (draft.trigger === "pull_request" && pr !== void 0) {
    await postOnPull(at, pr, labelRefused(label2, pr, reason), "answering the label");
  }
  return { proceed: false, reason };
}
async function pinRequest(at, result, comment2) {
  const { needs } = result;
  if (needs.resolveHeadSha === void 0) {
    if (isResolvedRequest(result.request)) return { request: result.request };
    return { proceed: false, reason: `a ${result.request.trigger} event has no commits to compare in gate mode` };
  }
  const { octokit, owner, repo } = at;
  const number = needs.resolveHeadSha;
  const pull = await fetchPull(octokit, { owner, repo, number }, `reading pull request #${number}`);
  const commit = needs.commitOfPr;
  const commitInPr = commit !== void 0 && commit !== pull.head.sha.toLowerCase() && await isCommitOfPull(octokit, { owner, repo, number: pull.number, commit });
  const pinned = pinPullRequest(result, pull, commitInPr);
  if (pinned.ok) return { request: pinned.request, changedFiles: pull.changed_files };
  if (result.request.trigger === "workflow_dispatch") throw new RequestError(pinned.reason);
  if (comment2 !== void 0) return refuseComment(at, comment2, pinned.reason);
  return { proceed: false, reason: pinned.reason };
}
async function autoGroups(at, request2, inputs, context3) {
  const pr = request2.pr;
  if (pr === void 0) throw new RequestError("groups auto needs a pull request: name the groups");
  const choice = await chooseGroups(at.octokit, request2, inputs, {
    owner: at.owner,
    repo: at.repo,
    workspace: context3.workspace,
    log: at.log,
    changedFiles: context3.changedFiles
  });
  if (choice.groups.length > 0) return { choice };
  const why = noGroupsChosen(choice.suggestion.decision, pr.number);
  const message = noGroupsReply(why, choice.lines);
  if (context3.comment !== void 0) {
    await replyToComment(at.octokit, { owner: at.owner, repo: at.repo, ...context3.comment, message });
  } else {
    await postOnPull(at, pr.number, message, "answering");
  }
  return { proceed: false, reason: why };
}
async function acceptComment(at, github, accept) {
  const { octokit, owner, repo, log: log2 } = at;
  const { request: request2, sha: sha2, comment: comment2 } = accept;
  const { issueNumber, commentId } = comment2;
  const attempt = github.runAttempt ?? 1;
  const approvalAt = { owner, repo, sha: sha2, commentId, runId: github.runId };
  const accepted = await earlierAcceptance(octokit, { owner, repo, issueNumber, commentId, botId: accept.botId }) ?? (attempt > 1 && await approvalRecorded(octokit, { ...approvalAt, botId: accept.botId }, log2) ? sha2 : void 0);
  if (accepted === void 0 && attempt > 1)
    return refuseComment(at, comment2, reRunUnrecorded(attempt, issueNumber, sha2));
  if (accepted !== void 0 && accepted !== sha2) {
    return refuseComment(at, comment2, headMovedSinceAcceptance(accepted, issueNumber, sha2));
  }
  if (accepted !== void 0) {
    log2(`a re-run of the request accepted for ${accepted}: the head has not moved, the same commit is benchmarked`);
    return void 0;
  }
  const summary2 = requestSummary(request2);
  await keepApproval(octokit, approvalAt, approvalSummary(summary2, commentId), log2);
  await acknowledge(octokit, { owner, repo, ...comment2 }, commentAccepted(sha2, summary2, accept.chosen));
  return void 0;
}
async function announceOnPull(at, github, request2, chosen) {
  const pr = request2.pr;
  if (pr === void 0) return;
  const summary2 = requestSummary(request2);
  const approval = { owner: at.owner, repo: at.repo, sha: pr.headSha, runId: github.runId };
  if (request2.trigger === "workflow_dispatch") {
    await keepApproval(at.octokit, approval, approvalSummary(summary2, "dispatch"), at.log);
    const body = dispatchAnnounced(pr.headSha, summary2, chosen, request2.requestedBy?.login, github.runUrl);
    await postOnPull(at, pr.number, body, "acknowledging the dispatch");
  }
  if (request2.trigger === "pull_request") {
    await keepApproval(at.octokit, approval, approvalSummary(summary2, "label"), at.log);
    await postOnPull(at, pr.number, labelAnnounced(pr.headSha, summary2, chosen), "acknowledging the label");
  }
}
function changedFilesOf(payload) {
  const count = payload?.pull_request?.changed_files;
  return typeof count === "number" && Number.isSafeInteger(count) ? count : void 0;
}
function issueNumberOf(payload) {
  const p = payload;
  const number = p?.issue?.number ?? p?.pull_request?.number;
  return typeof number === "number" && Number.isSafeInteger(number) && number > 0 ? number : void 0;
}

// src/action/github-env.ts
var NAME = /^[A-Za-z0-9_.-]+$/;
function gitHubEnvFrom(context3, env) {
  let repo;
  try {
    repo = context3.repo;
  } catch (error2) {
    throw new RequestError(`the repository is unknown: ${error2.message}`);
  }
  const { owner, repo: name } = repo;
  if (typeof owner !== "string" || !NAME.test(owner) || typeof name !== "string" || !NAME.test(name)) {
    throw new RequestError(`GITHUB_REPOSITORY must be owner/name; got ${JSON.stringify(`${owner}/${name}`)}`);
  }
  const payload = context3.payload;
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    throw new RequestError("the event payload (GITHUB_EVENT_PATH) is not a JSON object");
  }
  const runId = context3.runId;
  const tool = toolSource(env.GITHUB_ACTION_REPOSITORY, env.GITHUB_ACTION_REF);
  return {
    eventName: context3.eventName ?? "",
    payload,
    owner,
    repo: name,
    apiUrl: context3.apiUrl,
    runUrl: Number.isSafeInteger(runId) && runId > 0 ? `${context3.serverUrl}/${owner}/${name}/actions/runs/${runId}` : void 0,
    ...Number.isSafeInteger(runId) && runId > 0 ? { runId } : {},
    runAttempt: /^[1-9][0-9]{0,5}$/.test(env.GITHUB_RUN_ATTEMPT ?? "") ? Number(env.GITHUB_RUN_ATTEMPT) : 1,
    workflow: /\/([^/@]+)@[^@]*$/.exec(env.GITHUB_WORKFLOW_REF ?? "")?.[1] ?? (env.GITHUB_WORKFLOW || "local"),
    ...tool ? { tool } : {}
  };
}

// src/stats/classify.ts
var STEP_ALPHA = 0.01;
var STEP_SCHEDULE = { minRuns: 4, roundRuns: 2 };
function rangeChange(estimate, degreesOfFreedom) {
  const log2 = (percent) => Math.log1p(percent / 100);
  const df = degreesOfFreedom >= 1 ? degreesOfFreedom : 1;
  const spread = (log2(estimate.high) - log2(estimate.low)) / (2 * studentTUpperQuantile(0.025, df));
  const known = Number.isFinite(spread) && spread > 0;
  return {
    logChange: log2(estimate.change),
    standardError: known ? spread : 0,
    degreesOfFreedom: known ? df : Infinity
  };
}
var StepClassifier = class {
  design;
  #targets;
  #alpha;
  #rows = /* @__PURE__ */ new Map();
  #looked = -1;
  #decided = null;
  constructor(options) {
    this.design = sequentialDesign(options.schedule, options.gamma);
    this.#targets = options.targets;
    this.#alpha = options.alpha ?? STEP_ALPHA;
    for (const [name, target] of options.targets) {
      if (!Number.isFinite(target.logChange) || target.logChange === 0 || !(target.standardError >= 0) || !(target.degreesOfFreedom >= 1)) {
        throw new RangeError(`the range's change of ${name} must be a finite non-zero log ratio`);
      }
    }
  }
  /** Declares a row by its key and name; rows that are not flagged are settled already. */
  track(key, name) {
    if (this.#rows.has(key)) return;
    const target = this.#targets.get(name) ?? null;
    this.#rows.set(key, {
      name,
      target,
      rates: { old: /* @__PURE__ */ new Map(), new: /* @__PURE__ */ new Map() },
      state: target === null ? "good" : "open",
      t: NaN
    });
  }
  add(key, binary, run2, rate) {
    const rates = this.#rows.get(key)?.rates[binary];
    if (rates !== void 0 && !rates.has(run2)) rates.set(run2, rate);
  }
  isSettled(key) {
    const row = this.#rows.get(key);
    return row === void 0 || row.target === null || row.state !== "open" || this.#decided !== null;
  }
  get nextLookRuns() {
    return this.#decided === null ? this.design.looks[this.#looked + 1] ?? null : null;
  }
  get looksDone() {
    return this.#looked + 1;
  }
  /** Looks at the open flagged rows (their pairs up to the look's runs); returns the keys still open. */
  look() {
    const look = this.#looked + 1;
    const runs2 = this.design.looks[look];
    if (runs2 === void 0) throw new RangeError("every look of the schedule is done");
    this.#looked = look;
    const flagged = [...this.#rows.values()].filter((row) => row.target !== null);
    const level = this.design.nominal(this.#alpha / Math.max(1, this.#targets.size))[look];
    for (const row of flagged) {
      if (row.state !== "open") continue;
      const ratios = pairedLogRatios(row.rates.old, row.rates.new, runs2);
      const { t, df } = midpointT(ratios, row.target);
      row.t = t;
      if (Number.isNaN(t)) continue;
      const pValue = Math.abs(t) === Infinity ? 0 : 2 * studentTLowerTail(-Math.abs(t), df);
      if (pValue <= level) row.state = t < 0 === row.target.logChange < 0 ? "bad" : "good";
    }
    const verdict = this.#verdictOf(flagged);
    if (verdict === "bad" || verdict === "good" && flagged.every((row) => row.state !== "open")) {
      this.#decided = verdict;
    }
    return [...this.#rows].filter(([, row]) => row.target !== null && row.state === "open").map(([key]) => key);
  }
  #verdictOf(flagged) {
    if (flagged.some((row) => row.state === "bad")) return "bad";
    if (flagged.every((row) => row.state === "good")) return "good";
    return "unknown";
  }
  /** The row's classification so far: open rows are unknown, rows without two pairs missing. */
  row(key) {
    const row = this.#rows.get(key);
    if (row === void 0 || row.target === null) return null;
    const ratios = pairedLogRatios(row.rates.old, row.rates.new);
    const n = { old: row.rates.old.size, new: row.rates.new.size };
    if (ratios.length < 2) return { logRatio: NaN, share: NaN, t: NaN, n, verdict: "missing" };
    const logRatio = summarizePairs(ratios).mean;
    return {
      logRatio,
      share: logRatio / row.target.logChange,
      t: row.t,
      n,
      verdict: row.state === "open" ? "unknown" : row.state
    };
  }
  /** Every flagged row by name (a flagged row the run never listed is missing). */
  classifications() {
    const byName = /* @__PURE__ */ new Map();
    for (const [key, row] of this.#rows) if (row.target !== null) byName.set(row.name, this.row(key));
    for (const name of this.#targets.keys()) {
      if (!byName.has(name))
        byName.set(name, { logRatio: NaN, share: NaN, t: NaN, n: { old: 0, new: 0 }, verdict: "missing" });
    }
    return byName;
  }
  /** The commit's verdict: bad when a row is bad, good when every measured row is, skip when none was measured. */
  verdict() {
    return stepVerdict([...this.classifications().values()].map((row) => row.verdict));
  }
  keys() {
    return [...this.#rows.keys()];
  }
};
function midpointT(ratios, target) {
  if (ratios.length < 2) return { t: NaN, df: NaN };
  const { n, mean, meanVariance: pairs } = summarizePairs(ratios);
  const reference = (target.standardError / 2) ** 2;
  const variance = pairs + reference;
  const distance = mean - target.logChange / 2;
  if (variance === 0) return { t: distance === 0 ? 0 : distance > 0 ? Infinity : -Infinity, df: n - 1 };
  const df = variance ** 2 / (pairs ** 2 / (n - 1) + (reference === 0 ? 0 : reference ** 2 / target.degreesOfFreedom));
  return { t: distance / Math.sqrt(variance), df: Math.min(df, 1e6) };
}
function stepVerdict(rows) {
  if (rows.includes("bad")) return "bad";
  const measured = rows.filter((row) => row !== "missing");
  if (measured.length === 0) return "skip";
  return measured.every((row) => row === "good") ? "good" : "unknown";
}
var REFERENCE_PRECISION = 8;
function needsReference(change) {
  return Math.abs(change.logChange) < REFERENCE_PRECISION * change.standardError;
}
function refineRangeChange(scan, ratios) {
  if (ratios.length < 2) return scan;
  const { n, mean, meanVariance: variance } = summarizePairs(ratios);
  if (variance === 0 || scan.standardError === 0) return scan.standardError === 0 ? scan : { ...scan, logChange: mean };
  const weights = [1 / scan.standardError ** 2, 1 / variance];
  const total = weights[0] + weights[1];
  const change = mean > 0 === scan.logChange > 0 ? (scan.logChange * weights[0] + mean * weights[1]) / total : NaN;
  if (!Number.isFinite(change)) return scan;
  return {
    logChange: change,
    standardError: Math.sqrt(1 / total),
    degreesOfFreedom: Math.min(1e6, scan.degreesOfFreedom + n - 1)
  };
}
var FlaggedRows = class {
  #names;
  #rows = /* @__PURE__ */ new Map();
  #maxRuns;
  #looked = false;
  constructor(names, maxRuns2) {
    this.#names = new Set(names);
    this.#maxRuns = maxRuns2;
  }
  track(key, name) {
    if (this.#names.has(name) && !this.#rows.has(key)) {
      this.#rows.set(key, { name, rates: { old: /* @__PURE__ */ new Map(), new: /* @__PURE__ */ new Map() } });
    }
  }
  add(key, binary, run2, rate) {
    const rates = this.#rows.get(key)?.rates[binary];
    if (rates !== void 0 && !rates.has(run2)) rates.set(run2, rate);
  }
  isSettled(key) {
    return !this.#rows.has(key) || this.#looked;
  }
  get nextLookRuns() {
    return this.#looked ? null : this.#maxRuns;
  }
  get looksDone() {
    return this.#looked ? 1 : 0;
  }
  look() {
    this.#looked = true;
    return [];
  }
  /** Each flagged row's paired log ratios by name. */
  ratios() {
    const byName = /* @__PURE__ */ new Map();
    for (const row of this.#rows.values()) byName.set(row.name, pairedLogRatios(row.rates.old, row.rates.new));
    return byName;
  }
};
var BUILD_OFFSET_SD = 0.02;
var VERIFY_ALPHA = 1e-3;
function checkCulprit(ratios, target, options) {
  if (ratios.length < 2) return { logRatio: NaN, standardError: NaN, t: NaN, df: NaN, confirmed: false };
  const { n, mean, meanVariance: pairs } = summarizePairs(ratios);
  const builds = 2 * (options.buildOffsetSd ?? BUILD_OFFSET_SD) ** 2;
  const variance = pairs + builds;
  const standardError = Math.sqrt(variance);
  const t = variance === 0 ? mean === 0 ? 0 : mean > 0 ? Infinity : -Infinity : mean / standardError;
  const df = pairs === 0 ? 1e6 : Math.min(1e6, variance ** 2 / (pairs ** 2 / (n - 1)));
  const towardRange = mean !== 0 && mean > 0 === target.logChange > 0;
  const beyondThreshold = Math.abs(Math.expm1(mean)) * 100 >= options.minChange;
  const pValue = Math.abs(t) === Infinity ? 0 : studentTLowerTail(-Math.abs(t), df);
  const confirmed = towardRange && beyondThreshold && pValue <= (options.alpha ?? VERIFY_ALPHA);
  return { logRatio: mean, standardError, t, df, confirmed };
}

// src/nightly/bisect.ts
var DEFAULT_BISECT_BUDGET = { builds: 6 };
var MAX_BISECT_BUILDS = 100;
var BisectBudgetError = class extends UserError {
  name = "BisectBudgetError";
};
function parseBisectBudget(text) {
  const parts = text.split(",").map((part) => part.trim()).filter((part) => part !== "");
  if (parts.length === 0 || parts.length > 2) {
    throw new BisectBudgetError(
      `bisect-budget: expected builds and/or a duration (e.g. 6, 2h or 6,2h); got ${JSON.stringify(text)}`
    );
  }
  let builds;
  let timeMs;
  for (const part of parts) {
    const count = /^(\d+)(?:\s*builds?)?$/.exec(part);
    const duration = DURATION.exec(part);
    if (count && builds === void 0 && (duration === null || duration[2] === void 0)) {
      builds = Number(count[1]);
      if (builds > MAX_BISECT_BUILDS) {
        throw new BisectBudgetError(`bisect-budget: at most ${MAX_BISECT_BUILDS} builds; got ${builds}`);
      }
    } else if (duration && duration[2] !== void 0 && timeMs === void 0) {
      timeMs = Number(duration[1]) * DURATION_UNITS_MS[duration[2]];
      if (timeMs <= 0 || timeMs > 7 * 24 * 36e5) {
        throw new BisectBudgetError(`bisect-budget: the duration must be above 0 and at most a week; got ${part}`);
      }
    } else {
      throw new BisectBudgetError(
        `bisect-budget: ${JSON.stringify(part)} is neither a build count nor a duration (90s, 15m, 2h); expected e.g. 6, 2h or 6,2h`
      );
    }
  }
  return { builds: builds ?? DEFAULT_BISECT_BUDGET.builds, ...timeMs === void 0 ? {} : { timeMs } };
}
function planBisect(input) {
  const { commits, from, results } = input;
  if (commits.length === 0) throw new Error("planBisect: the range has no commit");
  let bad = commits.length - 1;
  for (let i = 0; i < commits.length; i++) {
    if (results.get(commits[i]) === "bad") {
      bad = i;
      break;
    }
  }
  let good = -1;
  for (let i = bad - 1; i >= 0; i--) {
    if (results.get(commits[i]) === "good") {
      good = i;
      break;
    }
  }
  const goodSha = good === -1 ? from : commits[good];
  const badSha = commits[bad];
  const between = commits.slice(good + 1, bad);
  if (between.length === 0) return { kind: "culprit", sha: badSha, good: goodSha, bad: badSha };
  const candidates = commits.slice(good + 1, bad + 1);
  const untested = between.filter((sha2) => !results.has(sha2));
  if (untested.length === 0) {
    const unsure = between.some((sha2) => results.get(sha2) === "unknown");
    return { kind: "range", good: goodSha, bad: badSha, candidates, reason: unsure ? "unsure" : "skipped" };
  }
  if (!input.canTest) return { kind: "range", good: goodSha, bad: badSha, candidates, reason: "budget" };
  const left = [...untested, badSha];
  return { kind: "test", sha: left[Math.floor((left.length - 1) / 2)] };
}
async function firstParentLine(repo, from, to, run2, max = 1e5) {
  const result = await git(
    repo,
    ["rev-list", "--first-parent", "--reverse", `--max-count=${max}`, `${from}..${to}`],
    run2
  );
  return result.stdout.split("\n").filter((line) => /^[0-9a-f]{40,64}$/.test(line));
}
async function commitInfo(repo, sha2, run2, pullRepo) {
  const result = await git(repo, ["show", "-s", "--format=%an%x00%s%x00%B", sha2], run2);
  const [author = "", subject = "", ...body] = result.stdout.split("\0");
  const line = (value, max) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim().slice(0, max);
  let prNumber = null;
  if (pullRepo) {
    const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const trailer = new RegExp(
      `^PR-URL: https?://[^/\\s]+/${escape(pullRepo.owner)}/${escape(pullRepo.repo)}/pull/(\\d{1,9})\\s*$`,
      "im"
    );
    const match = trailer.exec(body.join("\0"));
    if (match) prNumber = Number(match[1]);
  }
  return { sha: sha2, subject: line(subject, 500), author: line(author, 200), prNumber };
}
function bisectTargets(flagged, analysis) {
  const byName = new Map(analysis.comparisons.map((c) => [c.name, c]));
  const targets = /* @__PURE__ */ new Map();
  for (const finding of flagged) {
    const comparison = byName.get(finding.name);
    const change = finding.improvement;
    if (comparison === void 0) {
      targets.set(finding.name, rangeChange({ change, low: change, high: change }, Infinity));
      continue;
    }
    const df = analysis.basis.rule === "sequential-holm" ? Math.min(comparison.old.n, comparison.new.n) - 1 : comparison.decision.test?.df ?? comparison.df;
    targets.set(finding.name, rangeChange(comparison.decision.estimate, df));
  }
  return targets;
}
function stepRows(classifier, targets) {
  const classified = classifier.classifications();
  return [...targets].map(([name, target]) => {
    const row = classified.get(name);
    const finite = (value) => Number.isFinite(value) ? value : null;
    return {
      name,
      improvement: finite(Math.expm1(row.logRatio) * 100),
      reference: Math.expm1(target.logChange) * 100,
      share: finite(row.share),
      nOld: row.n.old,
      nNew: row.n.new,
      verdict: row.verdict
    };
  });
}
function verificationRows(ratios, targets, minChange) {
  return [...targets].map(([name, target]) => {
    const pairs = ratios.get(name) ?? [];
    const check = checkCulprit(pairs, target, { minChange });
    const measured = Number.isFinite(check.logRatio);
    return {
      name,
      improvement: measured ? Math.expm1(check.logRatio) * 100 : null,
      reference: Math.expm1(target.logChange) * 100,
      share: measured ? check.logRatio / target.logChange : null,
      nOld: pairs.length,
      nNew: pairs.length,
      verdict: !measured ? "missing" : check.confirmed ? "bad" : "unknown"
    };
  });
}
function commitVerdict(rows) {
  return stepVerdict(rows.map((row) => row.verdict));
}
var RANGE_REASONS = {
  budget: "the budget ran out",
  skipped: "only commits that could not be built are left",
  unsure: "only commits that could not be built or told apart are left"
};
async function runBisect(params) {
  const now = params.now ?? (() => performance.now());
  const started = now();
  const results = /* @__PURE__ */ new Map();
  const steps = [];
  let builds = 0;
  let stopped;
  const short = (sha2) => sha2.slice(0, 12);
  const finish2 = (status, ends, candidates, why = {}) => ({
    status,
    good: ends.good,
    bad: ends.bad,
    candidates,
    ...why,
    configurations: params.flagged.map((f) => f.name),
    steps,
    builds,
    elapsedMs: now() - started
  });
  for (; ; ) {
    const timeLeft = params.budget.timeMs === void 0 || now() - started < params.budget.timeMs;
    const plan = planBisect({
      commits: params.commits,
      from: params.from,
      results,
      canTest: stopped === void 0 && builds < params.budget.builds && timeLeft
    });
    if (plan.kind === "range" && plan.reason === "budget" && stopped !== void 0) {
      params.log(`nightly: bisect: stopped: ${stopped}`);
      return finish2("range", plan, plan.candidates, { reason: "error", error: stopped.slice(0, 1e3) });
    }
    if (plan.kind === "culprit" && params.verify) {
      const verified = await verifyCulprit(params, plan.sha, plan.good, steps);
      if (verified !== "confirmed") {
        const why = verified === "unconfirmed" ? { reason: "unconfirmed" } : { reason: "error", error: verified.error.slice(0, 1e3) };
        return finish2("range", plan, [plan.sha], why);
      }
    }
    if (plan.kind !== "test") {
      const outcome = plan.kind === "culprit" ? finish2("culprit", plan, [plan.sha]) : finish2("range", plan, plan.candidates, { reason: plan.reason });
      params.log(
        plan.kind === "culprit" ? `nightly: bisect: the first bad commit is ${plan.sha} (${builds} commit(s) tested)` : `nightly: bisect: ${RANGE_REASONS[plan.reason]}: the first bad commit is one of ${plan.candidates.length} in ${short(plan.good)}..${short(plan.bad)}`
      );
      return outcome;
    }
    builds++;
    params.log(`nightly: bisect: testing ${plan.sha} (${builds} of at most ${params.budget.builds})`);
    const tested = await params.test(plan.sha);
    if ("stop" in tested) {
      stopped = `${plan.sha} could not be tested: ${tested.stop}`;
      continue;
    }
    let step2;
    if ("unbuildable" in tested) {
      step2 = { sha: plan.sha, verdict: "skip", rows: [], detail: tested.unbuildable.slice(0, 500) };
    } else {
      step2 = { sha: plan.sha, verdict: commitVerdict(tested.rows), rows: tested.rows };
      if (step2.verdict === "skip") step2.detail = "no flagged configuration was measured";
      if (step2.verdict === "unknown") step2.detail = "its runs could not tell which end it resembles";
    }
    results.set(plan.sha, step2.verdict);
    steps.push(step2);
    params.log(`nightly: bisect: ${plan.sha} is ${step2.verdict}${step2.detail ? ` (${step2.detail})` : ""}`);
  }
}
async function verifyCulprit(params, culprit, parent, steps) {
  const against = `a fresh A/B against its parent ${parent.slice(0, 12)}`;
  params.log(`nightly: bisect: verifying ${culprit}: ${against} (no build)`);
  const verified = await params.verify(culprit, parent);
  if ("stop" in verified) {
    params.log(`nightly: bisect: ${culprit} could not be verified: ${verified.stop}`);
    return { error: `the culprit ${culprit} could not be verified: ${verified.stop}` };
  }
  const confirmed = commitVerdict(verified.rows) === "bad";
  const detail = confirmed ? `${against} confirmed it, beyond the threshold and build-to-build noise` : `${against} did not confirm it: within the threshold or build-to-build noise`;
  steps.push({ sha: culprit, verdict: confirmed ? "bad" : "unknown", rows: verified.rows, detail });
  params.log(`nightly: bisect: ${culprit}: ${detail}`);
  return confirmed ? "confirmed" : "unconfirmed";
}

// src/action/inputs.ts
var MODES = ["run", "gate", "execute", "report", "nightly", "nightly-report"];
var mode = new Option({ names: { input: "mode" }, schema: oneOf(MODES), default: "run" });
var BUILDS = ["execute", "run", "nightly"];
var SELECTS = ["gate", "run", "nightly"];
var WITH_TOKEN = ["gate", "report", "run", "nightly-report"];
var INPUT_MODES = {
  old: ["gate", "run"],
  new: ["gate", "run"],
  groups: SELECTS,
  "suggest-rules": ["gate"],
  "allowed-groups": ["gate", "run"],
  filter: SELECTS,
  exclude: SELECTS,
  set: SELECTS,
  runs: SELECTS,
  "max-runs": SELECTS,
  delta: SELECTS,
  label: ["gate"],
  suite: ["gate", ...BUILDS],
  "repo-path": ["gate", ...BUILDS],
  "build-command": BUILDS,
  "merge-mode": ["execute"],
  "cache-dir": BUILDS,
  // the nightly builds both sides from the branch (no releases) and runs every file at its own n
  "binary-source": ["execute", "run"],
  cpuset: BUILDS,
  // the nightly runs one lane: each night measures as the last did
  lanes: ["execute", "run"],
  duet: ["execute", "run"],
  timeout: BUILDS,
  "max-time": ["gate", ...BUILDS],
  "child-time": ["execute", "run"],
  shard: ["execute", "run"],
  timings: ["gate", "execute", "run"],
  "min-free-gb": BUILDS,
  sandbox: BUILDS,
  "pass-env": BUILDS,
  "build-timeout": BUILDS,
  request: ["execute", "report"],
  "result-dir": ["execute", "report", "run", "nightly", "nightly-report"],
  "previous-result": ["execute"],
  "execute-result": ["report"],
  // execute and nightly run the code they build: they have no token input at all
  "github-token": WITH_TOKEN,
  "bot-id": WITH_TOKEN,
  comment: ["report", "run"],
  correction: ["execute", "report", "run"],
  "fail-on-regression": ["execute", "report", "run", "nightly-report"],
  "require-sha": ["gate"],
  branch: ["nightly"],
  baseline: ["nightly"],
  // execute and run read the nightly's state for the runner's calibration (its A/A noise)
  // and nightly-report reads it for the history site's nights
  "state-path": [...BUILDS, "nightly-report"],
  "bisect-budget": ["nightly"],
  "calibration-files": ["nightly"],
  "regression-stars": ["nightly", "nightly-report"],
  "regression-min-change": ["nightly", "nightly-report"],
  "issue-label": ["nightly-report"],
  "site-dir": ["nightly-report"],
  "site-history": ["nightly-report"]
};
function namesOf(map, mode2) {
  return Object.entries(map).filter(([, modes]) => modes.includes(mode2)).map(([name]) => name);
}
var optional = (value) => value === "" ? void 0 : value;
function readJobInputs(chosen, getInput2) {
  const reads = new Set(namesOf(INPUT_MODES, chosen));
  return parseInputs(chosen, (name) => reads.has(name) ? getInput2(name) : "");
}
function readActionInputs(getInput2) {
  return parseInputs(mode.parse(getInput2("mode").trim(), "input"), getInput2);
}
function parseInputs(chosen, getInput2) {
  const get2 = (name) => getInput2(name).trim();
  const botId = get2("bot-id");
  if (botId !== "" && !/^\d+$/.test(botId))
    throw new RequestError(`input bot-id must be a numeric user id; got ${JSON.stringify(botId)}`);
  const selection = readSelectionDefaults({
    groups: get2("groups"),
    filter: get2("filter"),
    exclude: get2("exclude"),
    set: get2("set"),
    runs: get2("runs"),
    maxRuns: get2("max-runs"),
    delta: get2("delta")
  });
  if (chosen === "nightly") nightlyRuns.check(selection.runs, selection.maxRuns, "input");
  const side2 = (name) => get2(name) === "" ? void 0 : parseSideInput(get2(name), `input ${name}`);
  return {
    mode: chosen,
    old: side2("old"),
    new: side2("new"),
    selection,
    label: label.parse(get2("label"), "input"),
    suggestRules: readSuggestRules(getInput2("suggest-rules")),
    allowedGroups: get2("allowed-groups").split(/[\s,]+/).filter(Boolean),
    suite: suite.parse(get2("suite"), "input"),
    repoPath: repoPath.parse(get2("repo-path"), "input"),
    buildCommand: optional(get2("build-command")),
    mergeMode: mergeMode.parse(get2("merge-mode"), "input"),
    cacheDir: optional(get2("cache-dir")),
    binarySource: binarySource.parse(get2("binary-source"), "input"),
    cpuset: cpuset.parse(get2("cpuset"), "input"),
    lanes: readLanes(get2("lanes"), get2("duet"), chosen),
    timeoutMs: timeout.parse(get2("timeout"), "input"),
    maxTimeMs: maxTime.parse(get2("max-time"), "input"),
    ...childTimeMsOf(childTime.parse(get2("child-time"), "input")),
    shard: shard.parse(get2("shard"), "input"),
    timings: optional(get2("timings")),
    minFreeBytes: minFreeGb.parse(get2("min-free-gb"), "input"),
    request: optional(get2("request")),
    resultDir: resultDir.parse(get2("result-dir"), "input"),
    previousResult: optional(get2("previous-result")),
    githubToken: getInput2("github-token"),
    comment: comment.parse(get2("comment"), "input"),
    failOnRegression: failOnRegression.parse(get2("fail-on-regression"), "input"),
    requireSha: requireSha.parse(get2("require-sha"), "input"),
    executeResult: executeResult.parse(get2("execute-result"), "input"),
    correction: correction.parse(get2("correction"), "input"),
    botId: botId === "" ? void 0 : Number(botId),
    branch: optional(get2("branch")),
    baseline: optional(get2("baseline")),
    statePath: optional(get2("state-path")),
    regressionStars: regressionStars.parse(get2("regression-stars"), "input"),
    regressionMinChange: regressionMinChange.parse(get2("regression-min-change"), "input"),
    bisectBudget: readBisectBudget(get2("bisect-budget")),
    calibrationFiles: readCalibrationFiles(get2("calibration-files")),
    issueLabel: issueLabel.parse(get2("issue-label"), "input"),
    siteDir: optional(get2("site-dir")),
    siteHistory: optional(get2("site-history")),
    ...executionPolicy(
      { sandbox: get2("sandbox"), passEnv: [get2("pass-env")], buildTimeout: get2("build-timeout") },
      "input"
    )
  };
}
function readLanes(lanesText, duetText, mode2) {
  const lanes2 = lanes.parse(lanesText, duet.parse(duetText, "input"), "input");
  if (lanes2 !== void 0 && mode2 === "nightly") {
    throw new RequestError(
      "inputs lanes and duet are for execute and run: the nightly scan runs one lane, so that each night measures as the last did (pin it with input cpuset)"
    );
  }
  return lanes2;
}
function readSuggestRules(text) {
  try {
    return parseUserRules(text, "input suggest-rules");
  } catch (error2) {
    throw new RequestError(error2.message);
  }
}
function readCalibrationFiles(text) {
  try {
    return parseCalibrationFiles(text);
  } catch (error2) {
    throw new RequestError(`input ${error2.message}`);
  }
}
function readBisectBudget(text) {
  if (text === "") return DEFAULT_BISECT_BUDGET;
  try {
    return parseBisectBudget(text);
  } catch (error2) {
    throw new RequestError(`input ${error2.message}`);
  }
}

// src/action/nightly.ts
import { readdir as readdir2 } from "node:fs/promises";
import { join as join6, resolve as resolve4 } from "node:path";

// src/nightly/report-job.ts
async function mergingPull(octokit, deps, branch, culprit) {
  const { owner, repo } = deps;
  const fullName = `${owner}/${repo}`.toLowerCase();
  try {
    const pulls = await step(
      `listing the pull requests of commit ${culprit.sha} in ${owner}/${repo}`,
      () => octokit.paginate(octokit.rest.repos.listPullRequestsAssociatedWithCommit, {
        owner,
        repo,
        commit_sha: culprit.sha,
        per_page: 100
      })
    );
    const ours = pulls.filter((pull) => pull.base.repo.full_name.toLowerCase() === fullName);
    const merged = (pull) => pull.merged_at != null || pull.merged === true;
    const pick = ours.find((pull) => merged(pull) && pull.base.ref === branch) ?? ours.find(merged) ?? ours.find((pull) => pull.number === culprit.prNumber) ?? ours.find((pull) => pull.base.ref === branch);
    if (pick) return { number: pick.number, url: pick.html_url, title: pick.title };
  } catch (error2) {
    if (statusOf(error2) !== 422 && statusOf(error2) !== 404) {
      deps.log(
        `nightly-report: warning: could not look up the pull request of ${culprit.sha}: ${error2.message}`
      );
    }
  }
  if (culprit.prNumber !== null) {
    const url = `${deps.serverUrl.replace(/\/+$/, "")}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/pull/${culprit.prNumber}`;
    return { number: culprit.prNumber, url, title: null };
  }
  return void 0;
}
function scanOf(metadata) {
  const scan = metadata.nightly;
  if (scan === void 0) {
    throw new ResultDirError(
      "result.json has no nightly section: not a nightly scan result (PR results go to mode report)"
    );
  }
  if (metadata.headSha !== null || metadata.commentId !== null) {
    throw new ResultDirError("result.json of a nightly scan names a pull request head or comment: refused");
  }
  if (metadata.old.sha !== scan.from || metadata.new.sha !== scan.to) {
    throw new ResultDirError("result.json: old.sha and new.sha are not the scanned range nightly.from..nightly.to");
  }
  if (metadata.partial)
    throw new ResultDirError("result.json says the scan stopped early: partial scans are not reported");
  if (scan.bisect !== void 0) {
    const { bisect } = scan;
    if (scan.rewritten || bisect.bad === scan.from || bisect.candidates.includes(scan.from)) {
      throw new ResultDirError("result.json: nightly.bisect does not lie within the scanned range");
    }
    if (bisect.good !== scan.from && bisect.steps.every((step2) => step2.sha !== bisect.good)) {
      throw new ResultDirError("result.json: nightly.bisect names a last good commit it did not test");
    }
    if (bisect.bad !== scan.to && bisect.steps.every((step2) => step2.sha !== bisect.bad)) {
      throw new ResultDirError("result.json: nightly.bisect names a first bad commit it did not test");
    }
  }
  return scan;
}
async function reportNightly(resultDir2, options, deps) {
  const threshold = checkThreshold(options.threshold);
  const { metadata, groups: groups3, adaptive } = await readResults(resultDir2);
  const scan = scanOf(metadata);
  const analysis = analyzeNightly(groups3, adaptive?.named());
  const { regressions, improvements, undecided, slowerBelowThreshold } = classifyByThreshold(analysis, threshold);
  deps.log(
    `nightly-report: ${regressions.length} regression(s), ${improvements.length} improvement(s) beyond the threshold` + (undecided.length > 0 ? `; ${undecided.length} row(s) possibly slower but too noisy to tell` : "")
  );
  const context3 = {
    branch: scan.branch,
    from: scan.from,
    to: scan.to,
    fromKind: scan.fromKind,
    baseline: scan.baseline ?? void 0,
    compareUrl: compareUrl(deps.serverUrl, deps.owner, deps.repo, scan.from, scan.to),
    commits: scan.commits ?? void 0,
    rewritten: scan.rewritten,
    threshold,
    regressions,
    improvements,
    undecided,
    slowerBelowThreshold,
    adaptive: adaptive !== void 0,
    bisect: scan.bisect,
    calibration: scan.calibration,
    trend: scan.trend
  };
  const report = {
    analysis,
    old: { spec: metadata.old.spec, version: metadata.old.version, sha: scan.from },
    new: { spec: metadata.new.spec, version: metadata.new.version, sha: scan.to },
    fingerprint: metadata.fingerprint,
    runs: metadata.runs,
    durationMs: metadata.durationMs,
    partial: metadata.partial,
    // false: a partial scan was refused above
    failures: metadata.failures,
    runUrl: deps.runUrl
  };
  let issue2;
  let notPostedReason;
  if (regressions.length > 0 || undecided.length > 0) {
    if (deps.octokit) {
      const culprit = scan.bisect?.culprit ?? null;
      if (culprit !== null) {
        const pull = await mergingPull(deps.octokit, deps, scan.branch, culprit);
        if (pull) context3.culpritPull = pull;
      }
      issue2 = await upsertRegressionIssue(deps.octokit, {
        owner: deps.owner,
        repo: deps.repo,
        label: options.label ?? DEFAULT_REGRESSION_LABEL,
        key: regressionKey(scan.from, scan.to),
        title: regressions.length > 0 ? regressionTitle(scan.branch, regressions.length, scan.from, scan.to, culprit?.sha) : undecidedTitle(scan.branch, undecided.length, scan.from, scan.to),
        body: regressionIssueBody(context3, report),
        authorId: deps.botId
      });
      deps.log(
        issue2.action === "closed" ? `nightly-report: this range's regression issue was closed (${issue2.url}): left closed, not filed again` : `nightly-report: regression issue ${issue2.action}: ${issue2.url}`
      );
    } else {
      notPostedReason = "no GitHub token";
      deps.log("nightly-report: no GitHub client: the issue was not posted");
    }
  }
  return {
    branch: scan.branch,
    from: scan.from,
    to: scan.to,
    regressions,
    improvements,
    undecided,
    issue: issue2,
    bisect: scan.bisect,
    culpritPull: context3.culpritPull,
    summaryMarkdown: nightlySummary(context3, report, { issue: issue2, notPostedReason }),
    analysis
  };
}

// src/nightly/scan.ts
import { join as join4 } from "node:path";

// src/nightly/scan-bisect.ts
import { mkdir as mkdir2, mkdtemp } from "node:fs/promises";
import { join as join2 } from "node:path";

// src/nightly/scan-compare.ts
import { dirname, resolve as resolve2 } from "node:path";
async function openScan(checked, deps, cwd, range) {
  const sandbox = await chooseSandbox({
    mode: checked.sandbox,
    untrustedCode: false,
    hide: [checked.cacheDir, dirname(checked.statePath)],
    env: deps.env,
    uid: process.getuid(),
    platform: deps.platform,
    log: deps.log
  });
  const rangeRequest = rangeComparison(checked, deps, cwd, range);
  return { checked, deps, cwd, sandbox, range: rangeRequest };
}
function rangeComparison(checked, deps, cwd, { from, head, csvPath }) {
  return comparisonFrom(
    // the scan as checked carries the selection and the runs under a request's names (δ in percent, as its)
    checked,
    // and the rest of a comparison's settings: the suite (auto: core for a Node.js checkout, else bundled), the
    // cache dir and the build, the CPU list and time limits
    { ...checked, correction: "holm", failOnRegression: false, binarySource: "auto" },
    {
      sides: { old: { kind: "ref", ref: from }, new: { kind: "ref", ref: head } },
      repo: checked.repo,
      output: { out: csvPath, format: "json", quiet: deps.progress === void 0 }
    },
    cwd
  );
}
function scanRequest(scan, old, current, out, filter2, fixed = false) {
  const { range } = scan;
  const { adaptive: _adaptive, deltaPercent: _deltaPercent, ...fixedSchedule } = range.schedule;
  return {
    ...range,
    sides: { old: { kind: "ref", ref: old }, new: { kind: "ref", ref: current } },
    selection: filter2 === void 0 ? range.selection : { ...range.selection, filter: [...filter2] },
    schedule: fixed ? fixedSchedule : range.schedule,
    output: { ...range.output, out: resolve2(scan.cwd, out) }
  };
}
function compareSides(scan, request2) {
  const { deps, checked } = scan;
  return runComparison(request2, {
    log: deps.log,
    progress: deps.progress,
    signal: deps.signal,
    host: deps.env,
    platform: deps.platform,
    sandbox: scan.sandbox,
    runnerCheck: deps.runnerCheck,
    trust: "trusted",
    passEnv: checked.passEnv,
    buildTimeoutMs: checked.buildTimeoutMs
  });
}
function flaggedFilters(regressions) {
  return [...new Set(regressions.map((r) => r.filename.split("/").pop() ?? r.filename))].sort();
}
function isComplete(run2) {
  return !run2.partial;
}
async function measureRange(scan, request2, lastScannedSha, csvPath) {
  const { deps, checked } = scan;
  if (deps.signal?.aborted) throw new NightlyError("nightly: cancelled before the scan started; state left unchanged");
  const run2 = await compareSides(scan, request2);
  if (deps.signal?.aborted || !isComplete(run2)) {
    const why = deps.signal?.aborted ? "was cancelled" : "stopped early (max-time)";
    throw new NightlyError(
      `nightly: the benchmark run ${why}: results are partial, so no result.json was written for the report and the state (${checked.statePath}) was left at ${lastScannedSha ?? "nothing"}; samples so far are in ${csvPath}`
    );
  }
  const analysis = analyzeNightly(run2.groups, run2.verdicts && namedVerdicts(run2.verdicts));
  if (!analysis.comparisons.some((c) => c.old.n > 0 && c.new.n > 0)) {
    const [first] = failureNotes(run2.failures.slice(0, 1), request2.suite.kind);
    const detail = first ? `: ${first.filename}: ${first.detail}` : "";
    throw new NightlyError(
      `nightly: no benchmark produced results on both sides (${run2.failures.length} failure(s)${detail}); state left unchanged`
    );
  }
  return { run: run2, analysis };
}

// src/nightly/scan-bisect.ts
async function bisectRegressions(scan, range) {
  const { checked, deps } = scan;
  const gitRun = processRunner(deps.env);
  const commits = await firstParentLine(checked.repo, range.from, range.to, gitRun);
  if (commits.length < 2 || commits[commits.length - 1] !== range.to) return void 0;
  if (checked.bisectBudget.builds === 0) {
    deps.log("nightly: bisect is off (budget 0 builds)");
    return void 0;
  }
  const csvRoot = join2(checked.cacheDir, "nightly-bisect");
  await mkdir2(csvRoot, { recursive: true });
  const csvDir = await mkdtemp(join2(csvRoot, `${range.from.slice(0, 12)}-${range.to.slice(0, 12)}-`));
  const filters = flaggedFilters(range.regressions);
  deps.log(
    `nightly: bisecting ${commits.length} commits (first parents) for ${range.regressions.length} regression(s); samples in ${csvDir}`
  );
  const targets = bisectTargets(range.regressions, range.analysis);
  const how = { cap: Math.max(STEP_SCHEDULE.minRuns, scan.range.schedule.runs), csvDir, filters };
  await refineTargets(scan, range, targets, how);
  const outcome = await runBisect({
    commits,
    from: range.from,
    flagged: range.regressions,
    budget: checked.bisectBudget,
    log: deps.log,
    test: (sha3) => testCommit(scan, range, targets, how, sha3),
    verify: async (culprit2, parent) => {
      const csvPath = join2(csvDir, `verify-${culprit2.slice(0, 12)}.csv`);
      const measured = await flaggedRatios(scan, parent, culprit2, targets.keys(), { ...how, csvPath });
      if ("error" in measured) return { stop: measured.error };
      return { rows: verificationRows(measured, targets, checked.threshold.minChange) };
    }
  });
  if (outcome.status !== "culprit") return { ...outcome, culprit: null, rows: [], csvDir };
  const sha2 = outcome.candidates[0];
  const culprit = await commitInfo(checked.repo, sha2, gitRun, { owner: deps.owner, repo: deps.repo });
  return { ...outcome, culprit, rows: culpritRows(outcome, sha2, range), csvDir };
}
async function testCommit(scan, range, targets, how, sha2) {
  const { deps } = scan;
  const { cap } = how;
  if (deps.signal?.aborted) throw new NightlyError("nightly: cancelled while bisecting; state left unchanged");
  const scanned = scanRequest(scan, range.from, sha2, join2(how.csvDir, `${sha2.slice(0, 12)}.csv`), how.filters);
  const classifier = new StepClassifier({ schedule: { ...STEP_SCHEDULE, maxRuns: cap }, targets });
  const request2 = withSchedule(scanned, { runs: cap, adaptive: { ...STEP_SCHEDULE, maxRuns: cap, rule: classifier } });
  try {
    await compareSides(scan, request2);
    if (deps.signal?.aborted) throw new NightlyError("nightly: cancelled while bisecting; state left unchanged");
    return { rows: stepRows(classifier, targets) };
  } catch (error2) {
    if (deps.signal?.aborted || error2 instanceof NightlyError) throw error2;
    if (error2 instanceof BuildFailedError && error2.code !== "aborted" && error2.sha === sha2) {
      return { unbuildable: `the build failed: ${error2.message.split("\n")[0]}` };
    }
    deps.log(`nightly: bisect: warning: ${error2.message}`);
    return { stop: error2.message.split("\n")[0] };
  }
}
function culpritRows(outcome, sha2, range) {
  const step2 = outcome.steps.find((s) => s.sha === sha2);
  if (step2) return step2.rows;
  const byName = new Map(range.analysis.comparisons.map((c) => [c.name, c]));
  return range.regressions.map((finding) => {
    const comparison = byName.get(finding.name);
    return {
      name: finding.name,
      improvement: finding.improvement,
      reference: finding.improvement,
      share: 1,
      nOld: comparison?.old.n ?? 0,
      nNew: comparison?.new.n ?? 0,
      verdict: "bad"
    };
  });
}
async function refineTargets(scan, range, targets, how) {
  const rough = [...targets].filter(([, change]) => needsReference(change)).map(([name]) => name);
  if (rough.length === 0) return;
  const { deps } = scan;
  deps.log(`nightly: bisect: measuring the range's ends again for ${rough.length} row(s) known only roughly`);
  const measured = await flaggedRatios(scan, range.from, range.to, rough, {
    ...how,
    csvPath: join2(how.csvDir, "range-ends.csv")
  });
  if ("error" in measured) {
    deps.log(`nightly: bisect: warning: the range's ends could not be measured again: ${measured.error}`);
    return;
  }
  for (const [name, ratios] of measured) targets.set(name, refineRangeChange(targets.get(name), ratios));
}
async function flaggedRatios(scan, old, current, names, how) {
  const rows = new FlaggedRows(names, how.cap);
  const request2 = withSchedule(scanRequest(scan, old, current, how.csvPath, how.filters), {
    runs: how.cap,
    adaptive: { minRuns: how.cap, roundRuns: 1, maxRuns: how.cap, rule: rows }
  });
  try {
    await compareSides(scan, request2);
  } catch (error2) {
    if (scan.deps.signal?.aborted) throw new NightlyError("nightly: cancelled while bisecting; state left unchanged");
    return { error: error2.message.split("\n")[0] };
  }
  return rows.ratios();
}
function bisectMetadata(bisect) {
  const row = (r) => ({ ...r, name: r.name.slice(0, 5e3) });
  return {
    status: bisect.status,
    reason: bisect.reason ?? null,
    error: bisect.error?.slice(0, 1e3) ?? null,
    good: bisect.good,
    bad: bisect.bad,
    candidates: bisect.candidates.slice(0, MAX_BISECT_CANDIDATES),
    candidateCount: bisect.candidates.length,
    culprit: bisect.culprit,
    configurations: bisect.configurations.slice(0, MAX_BISECT_ROWS).map((name) => name.slice(0, 5e3)),
    rows: bisect.rows.slice(0, MAX_BISECT_ROWS).map(row),
    steps: bisect.steps.map((step2) => ({
      sha: step2.sha,
      verdict: step2.verdict,
      detail: step2.detail?.slice(0, 500) ?? null,
      rows: step2.rows.slice(0, MAX_BISECT_ROWS).map(row)
    })),
    builds: bisect.builds,
    elapsedMs: Math.round(bisect.elapsedMs)
  };
}

// src/nightly/scan-calibration.ts
import { mkdir as mkdir3, mkdtemp as mkdtemp2 } from "node:fs/promises";
import { join as join3 } from "node:path";
async function calibrate(scan, night) {
  const { checked, deps } = scan;
  if (checked.calibrationFiles === 0) return void 0;
  const files = calibrationSlice(
    night.analysis.comparisons.map((c) => c.filename),
    night.previous?.slices ?? 0,
    checked.calibrationFiles
  );
  if (files.length === 0) return void 0;
  const csvRoot = join3(checked.cacheDir, "nightly-calibration");
  await mkdir3(csvRoot, { recursive: true });
  const csvPath = join3(await mkdtemp2(join3(csvRoot, `${night.from.slice(0, 12)}-`)), RESULT_CSV);
  deps.log(`nightly: A/A calibration: ${night.from} against itself on ${files.join(", ")}; samples in ${csvPath}`);
  const filters = flaggedFilters(files.map((filename) => ({ filename })));
  const cancelled = () => new NightlyError("nightly: cancelled during the A/A calibration; state left unchanged");
  if (deps.signal?.aborted) throw cancelled();
  let run2;
  try {
    run2 = await compareSides(scan, scanRequest(scan, night.from, night.from, csvPath, filters, true));
  } catch (error2) {
    if (deps.signal?.aborted) throw cancelled();
    deps.log(`nightly: warning: the A/A calibration failed, none recorded tonight: ${error2.message}`);
    return void 0;
  }
  if (deps.signal?.aborted) throw cancelled();
  if (run2.partial) {
    deps.log("nightly: warning: the A/A calibration stopped early (max-time): none recorded tonight");
    return void 0;
  }
  const analysis = analyzeNightly(run2.groups, void 0);
  const calibration = recordCalibration(night.previous, {
    date: night.date,
    sha: night.from,
    files,
    comparisons: analysis.comparisons
  });
  const tonight = calibration.nights[calibration.nights.length - 1];
  deps.log(
    `nightly: A/A calibration: ${tonight.comparisons} comparison(s), false stars at p < 0.05/0.01/0.001: ` + tonight.falseStars.join("/")
  );
  return { calibration, run: { night: tonight, analysis, csvPath } };
}

// src/nightly/scan-range.ts
async function checkNightlyCheckout(checked, gitRun) {
  try {
    await checkRepository(checked.repo, gitRun);
  } catch (error2) {
    throw new NightlyError(`nightly: ${error2.message}`);
  }
  if (await storesGitCredentials(checked.repo, gitRun)) {
    throw new NightlyError(
      `nightly: the checkout ${checked.repo} keeps a GitHub token in .git/config (http.*.extraheader), where builds could read it: use actions/checkout with persist-credentials: false`
    );
  }
}
async function loadBranchState(checked) {
  const { state, raw } = await loadState(checked.statePath);
  if (state?.branch !== void 0 && state.branch !== checked.branch) {
    throw new NightlyError(
      `nightly state ${checked.statePath} is for the branch ${JSON.stringify(state.branch)}, not ${JSON.stringify(checked.branch)}: give each branch its own state file`
    );
  }
  return { state, raw };
}
async function scanRange(checked, state, gitRun, log2) {
  const head = await resolveHead(checked, gitRun);
  log2(`nightly: ${checked.branch} is at ${head}`);
  const skip = (reason) => {
    log2(`nightly: skipped: ${reason}`);
    return { skipped: reason, head };
  };
  if (state !== null && state.lastScannedSha === head) return skip(`${checked.branch} has not moved since ${head}`);
  const from = await resolveFrom(checked, state, gitRun);
  if (from.sha === head) {
    return skip(`${checked.branch} is at the baseline ${checked.baseline} (${head}): nothing to compare yet`);
  }
  log2(
    `nightly: scanning ${from.sha}..${head} (${from.kind === "baseline" ? `baseline ${checked.baseline}` : "since the last scan"})`
  );
  const ancestor = await gitText(checked.repo, ["merge-base", "--is-ancestor", from.sha, head], gitRun);
  const rewritten = ancestor.code === 1;
  if (rewritten) log2(`nightly: warning: ${from.sha} is not an ancestor of ${head} (rewritten history)`);
  const count = await gitText(checked.repo, ["rev-list", "--count", `${from.sha}..${head}`], gitRun);
  const commits = count.code === 0 && /^\d+$/.test(count.stdout) ? Number(count.stdout) : void 0;
  return { from, head, rewritten, ...commits === void 0 ? {} : { commits } };
}
async function gitText(repo, args, run2) {
  const result = await git(repo, args, run2, { allowFailure: true });
  return { code: result.code ?? 1, stdout: result.stdout.trim() };
}
async function resolveFrom(checked, state, run2) {
  if (state !== null) {
    const unknown2 = `the last scanned commit ${state.lastScannedSha} (from ${checked.statePath}) is not in the checkout ${checked.repo}: check out the full history (actions/checkout with fetch-depth: 0)`;
    return { sha: await commitOf(checked, state.lastScannedSha, run2, unknown2), kind: "last-scan" };
  }
  if (checked.baseline === void 0) {
    throw new NightlyError(
      `nightly: there is no state yet (${checked.statePath} does not exist) and no baseline: pass a baseline (e.g. the latest release tag) for the first scan to compare against`
    );
  }
  const unknown = `nightly: the baseline ${JSON.stringify(checked.baseline)} does not name a commit in ${checked.repo}: fetch it first (actions/checkout with fetch-depth: 0 brings branches and tags) or give a full commit SHA`;
  return { sha: await commitOf(checked, checked.baseline, run2, unknown), kind: "baseline" };
}
function resolveHead(checked, run2) {
  const unknown = `nightly: the branch ${JSON.stringify(checked.branch)} does not name a commit in ${checked.repo}: check it out (or name it as origin/<branch>)`;
  return commitOf(checked, checked.branch, run2, unknown);
}
async function commitOf(checked, ref2, run2, unknown) {
  try {
    return await resolveCommit(checked.repo, ref2, run2);
  } catch (error2) {
    if (error2 instanceof BuildError && error2.code === "unknown-ref") throw new NightlyError(unknown);
    throw error2;
  }
}

// src/nightly/scan.ts
async function scanNightly(checked, deps) {
  const { log: log2 } = deps;
  const cwd = deps.cwd ?? process.cwd();
  const now = deps.now ?? (() => /* @__PURE__ */ new Date());
  const gitRun = processRunner(deps.env);
  await checkNightlyCheckout(checked, gitRun);
  const { state, raw } = await loadBranchState(checked);
  const range = await scanRange(checked, state, gitRun, log2);
  if ("skipped" in range) {
    const reason = range.skipped;
    return { status: "skipped", reason, head: range.head, summaryMarkdown: skippedSummary(checked.branch, reason) };
  }
  const { from, head } = range;
  const resultDir2 = await createResultDir(checked.resultDir, checked.resultRoots);
  const csvPath = join4(resultDir2.path, RESULT_CSV);
  const scan = await openScan(checked, deps, cwd, { from: from.sha, head, csvPath });
  const request2 = scan.range;
  const { run: run2, analysis } = await measureRange(scan, request2, state?.lastScannedSha, csvPath);
  const findings = classifyByThreshold(analysis, checked.threshold);
  const { regressions, improvements, undecided } = findings;
  log2(
    `nightly: ${regressions.length} regression(s), ${improvements.length} improvement(s) beyond the threshold` + (undecided.length > 0 ? `; ${undecided.length} row(s) possibly slower but too noisy to tell` : "")
  );
  const bisect = regressions.length > 0 && !range.rewritten ? await bisectRegressions(scan, { from: from.sha, to: head, regressions, analysis }) : void 0;
  const date = now().toISOString();
  const aa = await calibrate(scan, { from: from.sha, date, analysis, previous: state?.calibration });
  const night = { date, analysis, findings, bisect, aa, state };
  const context3 = reportContext(scan, range, night);
  const report = scanReport(scan, range, request2, run2, analysis);
  const jsonPath = await writeResultMetadata(resultDir2, nightlyMetadata(checked, context3, report, request2, run2));
  const scanRecord = { date, fromSha: from.sha, toSha: head, configs: analysis.comparisons.map(configRecord) };
  await saveState(
    checked.statePath,
    nextState(state, scanRecord, checked.branch, checked.historyLimit, aa?.calibration),
    raw
  );
  log2(`nightly: state ${checked.statePath} now at ${head}`);
  return {
    status: "scanned",
    from: from.sha,
    to: head,
    fromKind: from.kind,
    regressions,
    improvements,
    undecided,
    summaryMarkdown: nightlySummary(context3, report, { notPostedReason: "the nightly-report job files the issue" }),
    analysis,
    run: run2,
    resultDir: resultDir2.path,
    csvPath,
    jsonPath,
    statePath: checked.statePath,
    bisect,
    calibration: aa?.run
  };
}
function reportContext(scan, range, night) {
  const { checked, deps } = scan;
  const { from, head } = range;
  const calibration = night.aa?.calibration ?? night.state?.calibration;
  const calibrationInfo = calibration === void 0 ? void 0 : calibrationMetadata(calibration, night.aa?.run.night ?? null, night.analysis.comparisons);
  return {
    branch: checked.branch,
    from: from.sha,
    to: head,
    fromKind: from.kind,
    baseline: checked.baseline,
    compareUrl: compareUrl(
      deps.serverUrl ?? deps.env.GITHUB_SERVER_URL ?? "https://github.com",
      deps.owner,
      deps.repo,
      from.sha,
      head
    ),
    commits: range.commits,
    rewritten: range.rewritten,
    threshold: checked.threshold,
    ...night.findings,
    adaptive: scan.range.schedule.adaptive !== void 0,
    bisect: night.bisect && bisectMetadata(night.bisect),
    calibration: calibrationInfo,
    trend: trendMetadata(night.state?.history ?? [], night.analysis.comparisons, night.date)
  };
}
function scanReport(scan, range, request2, run2, analysis) {
  const { checked, deps } = scan;
  const { from, head } = range;
  return {
    analysis,
    old: {
      spec: from.kind === "baseline" ? `${checked.baseline}` : `${checked.branch} (last scan)`,
      version: run2.binaries.old.version,
      sha: from.sha
    },
    new: { spec: checked.branch, version: run2.binaries.new.version, sha: head },
    // the nightly runs one lane (docs/nightly.md): its scans are compared night after night
    fingerprint: run2.fingerprint,
    runs: request2.schedule.runs,
    durationMs: run2.elapsedMs,
    partial: run2.partial,
    failures: failureNotes(run2.failures, request2.suite.kind),
    runUrl: deps.runUrl
  };
}
function nightlyMetadata(checked, context3, report, request2, run2) {
  return comparisonMetadata({ ...run2, failures: report.failures }, request2.schedule, {
    headSha: null,
    commentId: null,
    old: { spec: report.old.spec, version: report.old.version, sha: context3.from },
    new: { spec: report.new.spec, version: report.new.version, sha: context3.to },
    nightly: {
      branch: checked.branch,
      from: context3.from,
      to: context3.to,
      fromKind: context3.fromKind,
      baseline: context3.fromKind === "baseline" ? checked.baseline ?? null : null,
      commits: context3.commits ?? null,
      rewritten: context3.rewritten ?? false,
      bisect: context3.bisect,
      calibration: context3.calibration,
      trend: context3.trend
    }
  });
}

// src/nightly/scan-options.ts
import { isAbsolute, join as join5, relative, resolve as resolve3 } from "node:path";
function scanRunning(from) {
  const { cpuset: cpuset2, timeoutMs, maxTimeMs, buildCommand, binaryPath, minFreeBytes, sandbox, passEnv, buildTimeoutMs } = from;
  return { cpuset: cpuset2, timeoutMs, maxTimeMs, buildCommand, binaryPath, minFreeBytes, sandbox, passEnv, buildTimeoutMs };
}
function checkNightlyRefs(branch, baseline) {
  checkNightlyRef(branch, "branch");
  if (baseline !== void 0) checkNightlyRef(baseline, "baseline");
}
function checkNightlyRef(ref2, what) {
  try {
    checkRefForGit(ref2, what);
  } catch (error2) {
    throw new NightlyError(`nightly: ${error2.message}`);
  }
  if (!NIGHTLY_REF.test(ref2)) {
    throw new NightlyError(`nightly: ${what} ${JSON.stringify(ref2)} may only contain letters, digits and _ . / -`);
  }
}
function scanSchedule(runs2, maxRuns2, deltaPercent) {
  if (runs2 !== "auto") return { runs: runs2 };
  return { runs: runs2, maxRuns: maxRuns2, ...deltaPercent === void 0 ? {} : { delta: deltaPercent } };
}
function scanPaths(paths, env, cwd) {
  const cacheDir = cacheDirFrom(paths.cacheDir, cwd, env);
  const statePath = resolve3(cwd, paths.statePath ?? join5(cacheDir, STATE_FILE_NAME));
  const repo = resolve3(cwd, paths.repo);
  const inCheckout = relative(repo, statePath);
  if (!inCheckout.startsWith("..") && !isAbsolute(inCheckout)) {
    throw new NightlyError(
      `nightly: the state file ${statePath} is inside the checkout ${repo}, where the code being built could rewrite it: keep it in the cache dir (the default) or elsewhere on the runner`
    );
  }
  return {
    repo,
    cacheDir,
    statePath,
    resultDir: resolve3(cwd, paths.resultDir),
    resultRoots: paths.resultRoots.map((root) => resolve3(cwd, root))
  };
}

// src/action/nightly.ts
async function runNightlyMode(inputs, github, deps) {
  const { workspace, env } = deps;
  const scan = nightlyScanOf(inputs, github, deps);
  const runnerCheck = await runnerCheckAtStart(scan.cpuset, deps);
  return scanNightly(scan, {
    owner: github.owner,
    repo: github.repo,
    log: deps.log,
    progress: deps.progress,
    runUrl: github.runUrl,
    serverUrl: env.GITHUB_SERVER_URL,
    env,
    platform: deps.platform,
    runnerCheck,
    cwd: workspace
  });
}
function nightlyScanOf(inputs, github, { workspace, env }) {
  const { selection } = inputs;
  const groups3 = groupsInput(selection.groups, "input groups", describedAllowedGroups(inputs));
  const defaultBranch2 = github.payload.repository?.default_branch;
  const branch = inputs.branch ?? (typeof defaultBranch2 === "string" ? defaultBranch2 : "main");
  checkNightlyRefs(branch, inputs.baseline);
  const paths = scanPaths(
    {
      repo: inputs.repoPath,
      cacheDir: inputs.cacheDir,
      statePath: inputs.statePath,
      resultDir: inputs.resultDir,
      resultRoots: [workspace, ...env.RUNNER_TEMP ? [env.RUNNER_TEMP] : []]
    },
    env,
    workspace
  );
  return {
    ...paths,
    branch,
    baseline: inputs.baseline,
    groups: groups3,
    filter: selection.filter,
    exclude: selection.exclude,
    set: selection.set,
    ...scanSchedule(selection.runs, selection.maxRuns, selection.delta),
    ...scanRunning(inputs),
    suite: inputs.suite,
    threshold: thresholdOf(inputs),
    historyLimit: DEFAULT_HISTORY_LIMIT,
    bisectBudget: inputs.bisectBudget,
    calibrationFiles: inputs.calibrationFiles
  };
}
async function runNightlyReportMode(inputs, github, deps) {
  const reported = await reportNightly(
    resolve4(deps.workspace, inputs.resultDir),
    { threshold: thresholdOf(inputs), label: inputs.issueLabel },
    {
      octokit: deps.octokit,
      owner: github.owner,
      repo: github.repo,
      log: deps.log,
      runUrl: github.runUrl,
      serverUrl: deps.env.GITHUB_SERVER_URL ?? "https://github.com",
      botId: deps.botId
    }
  );
  if (inputs.siteDir !== void 0) await buildNightlySite(inputs, github, deps, reported);
  return reported;
}
async function buildNightlySite(inputs, github, deps, reported) {
  const tonight = resolve4(deps.workspace, inputs.resultDir);
  const earlier = inputs.siteHistory === void 0 ? [] : await subdirectories(resolve4(deps.workspace, inputs.siteHistory));
  const server = (deps.env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/+$/, "");
  await buildHistorySite(
    {
      resultDirs: [...earlier.filter((dir) => dir !== tonight), tonight],
      statePath: inputs.statePath === void 0 ? void 0 : resolve4(deps.workspace, inputs.statePath),
      outDir: resolve4(deps.workspace, inputs.siteDir),
      repoUrl: `${server}/${github.owner}/${github.repo}`,
      threshold: thresholdOf(inputs),
      issues: new Map(reported.issue ? [[`${reported.from}..${reported.to}`, reported.issue.number]] : []),
      generated: (/* @__PURE__ */ new Date()).toISOString()
    },
    deps.log
  );
}
async function subdirectories(dir) {
  const entries = await readdir2(dir, { withFileTypes: true }).catch((error2) => {
    if (error2.code === "ENOENT") return [];
    throw error2;
  });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => join6(dir, entry.name)).sort();
}
function thresholdOf(inputs) {
  return { stars: inputs.regressionStars, minChange: inputs.regressionMinChange };
}

// src/report/platforms.ts
function directionOf(c) {
  if (c?.decision.outcome === "regression") return "slower";
  if (c?.decision.outcome === "improvement") return "faster";
  return void 0;
}
function showsOn(platforms, rows) {
  const by = { slower: [], faster: [] };
  rows.forEach((row, i) => {
    const direction = directionOf(row);
    if (direction !== void 0) by[direction].push(platforms[i]);
  });
  const changed = by.slower.length + by.faster.length;
  if (changed === 0) return "none";
  if (changedEverywhere({ cells: rows })) return `all ${platforms.length} platforms: ${directionOf(rows[0])}`;
  if (changed === 1) {
    const direction = by.slower.length === 1 ? "slower" : "faster";
    return `${by[direction][0]} only: ${direction}`;
  }
  return ["slower", "faster"].filter((direction) => by[direction].length > 0).map((direction) => `${by[direction].join(", ")}: ${direction}`).join("; ");
}
function changedEverywhere(row) {
  const first = directionOf(row.cells[0]);
  return first !== void 0 && row.cells.every((c) => directionOf(c) === first);
}
function rowsOf(platforms) {
  const rows = /* @__PURE__ */ new Map();
  platforms.forEach(({ analysis }, i) => {
    for (const c of analysis.comparisons) {
      let row = rows.get(c.name);
      if (row === void 0) {
        row = {
          name: c.name,
          filename: c.filename,
          configuration: c.configuration,
          cells: platforms.map(() => void 0)
        };
        rows.set(c.name, row);
      }
      row.cells[i] = c;
    }
  });
  return [...rows.values()];
}
function cell(c, deltaPercent) {
  if (c === void 0) return "not run";
  return `${escapeMarkdown(formatVerdict(c, deltaPercent))}<br>${escapeMarkdown(formatChange(c))}`;
}
function platformTable(platforms, rows, maxCell) {
  const names = platforms.map((p) => p.platform);
  const header = ["benchmark", ...names.map((name) => codeSpan(name)), "shows on"];
  const body = rows.map((row) => [
    codeSpan(`${cut(row.filename, maxCell)} ${cut(row.configuration, maxCell)}`),
    ...row.cells.map((c, i) => cell(c, platforms[i].analysis.basis.deltaPercent)),
    escapeMarkdown(showsOn(names, row.cells))
  ]);
  return markdownTable([header, ...body], { align: ["l", ...names.map(() => "l"), "l"], alignDelimiters: false });
}
function headline(platforms, rows) {
  const counts = platforms.map(
    (p) => `**${escapeMarkdown(p.platform)}**: ${headlineCounts(p.analysis)} of ${plural(p.analysis.comparisons.length, "row")}`
  );
  const everywhere = rows.filter(changedEverywhere);
  const some = rows.filter((row) => row.cells.some((c) => directionOf(c) !== void 0)).length - everywhere.length;
  return `${counts.join(" · ")}.  
Changed on every platform: ${plural(everywhere.length, "row")}; on some only: ${plural(some, "row")}.  
Each platform's rows are decided on its own samples and its own Holm family: samples of different machines are never pooled into one test (a pooled test would mix their speeds and noise).`;
}
function runnerLines(platforms) {
  return platforms.map(
    (p) => `Runner ${codeSpan(p.platform, { inTable: false })} (took ${spelledDuration(p.durationMs)}): ` + escapeMarkdown(describeFingerprint(p.fingerprint))
  ).join("  \n");
}
function platformNotes(platforms) {
  const failures = platforms.flatMap(
    (p) => p.failures.map((f) => ({ ...f, filename: `${p.platform}: ${f.filename}` }))
  );
  const warnings = platforms.flatMap((p) => [
    ...p.warnings.map((w) => `${p.platform}: ${w}`),
    ...p.missingShards ? [
      `${p.platform}: shard(s) ${p.missingShards.missing.join(", ")} of ${p.missingShards.count} left no result: ${p.missingShards.configurations} of the run's ${p.missingShards.runConfigurations} configurations were not measured there (its rows are those of the other shards)`
    ] : []
  ]);
  return { failures, warnings };
}
function buildPlatformsReport(input, platforms) {
  const maxLength = input.maxLength ?? COMMENT_BUDGET;
  const { failures, warnings } = platformNotes(platforms);
  const head = reportHeader({
    ...input,
    analysis: platforms[0].analysis,
    durationMs: Math.max(...platforms.map((p) => p.durationMs)),
    partial: platforms.some((p) => p.partial),
    failures,
    warnings: [...input.warnings ?? [], ...warnings]
  });
  const rows = rowsOf(platforms);
  const changed = rows.filter((row) => row.cells.some((c) => directionOf(c) !== void 0));
  const unchanged = rows.filter((row) => !changed.includes(row));
  const elsewhere = input.runUrl ? `the CSV artifacts of the [workflow run](${input.runUrl})` : "the CSV files";
  const assemble = (shown, details) => {
    const parts = [...head, runnerLines(platforms), headline(platforms, rows)];
    const changedShown = changed.slice(0, shown);
    const unchangedShown = unchanged.slice(0, Math.max(0, shown - changed.length));
    const maxCell = shown < rows.length ? 100 : 300;
    if (changedShown.length > 0) parts.push(platformTable(platforms, changedShown, maxCell));
    if (unchangedShown.length > 0) {
      parts.push(
        `<details><summary>${plural(unchanged.length, "row")} changed on no platform</summary>

${platformTable(platforms, unchangedShown, maxCell)}

</details>`
      );
    }
    if (details) {
      for (const p of platforms) {
        parts.push(
          `<details><summary>${escapeMarkdown(p.platform)}: its own report (intervals, p-values, the notes)</summary>

${renderMarkdown(p.analysis, { elsewhere })}

</details>`
        );
      }
    }
    if (shown < rows.length || !details) {
      parts.push(`_The report was cut to fit a GitHub comment; every row of every platform is in ${elsewhere}._`);
    }
    return parts.join("\n\n") + "\n";
  };
  const whole = assemble(rows.length, true);
  if (whole.length <= maxLength) return whole;
  return mostRowsThatFit(rows.length, (shown) => assemble(shown, false), maxLength);
}
function rowsChangedOnAny(platforms, direction) {
  return rowsOf(platforms).filter((row) => row.cells.some((c) => directionOf(c) === direction)).length;
}

// src/action/report.ts
import { readdir as readdir3 } from "node:fs/promises";
async function holdsResult(resultDir2) {
  let entries;
  try {
    entries = await readdir3(resultDir2, { withFileTypes: true });
  } catch {
    return false;
  }
  return entries.some((entry) => entry.name === RESULT_JSON || entry.isDirectory());
}
function checkResultMatchesRequest(metadata, request2) {
  const pinned = request2.pr?.headSha ?? null;
  if (metadata.headSha !== pinned) {
    throw new ResultDirError(
      pinned === null ? `result.json is for the pull request head ${metadata.headSha}, but the request names no pull request: refused` : `result.json is for commit ${metadata.headSha ?? "(none)"} but the gate pinned ${pinned} for #${request2.pr.number}: refusing an artifact for another commit`
    );
  }
  const comment2 = request2.comment?.id ?? null;
  if (metadata.commentId !== comment2) {
    throw new ResultDirError(
      `result.json names the /benchmark comment ${metadata.commentId ?? "(none)"} but the request is for comment ${comment2 ?? "(none)"}: refused`
    );
  }
}
async function runReport(resultDir2, request2, github, inputs, deps) {
  if (!await holdsResult(resultDir2)) return answerMissingResult(resultDir2, request2, github, inputs, deps);
  if (request2 && request2.repository.toLowerCase() !== `${github.owner}/${github.repo}`.toLowerCase()) {
    throw new RequestError(`the request is for ${request2.repository}, not ${github.owner}/${github.repo}`);
  }
  let results;
  try {
    results = await readResultsByPlatform(resultDir2, { ownShard: deps.ownResult === true });
    for (const { result: result2 } of results) {
      if (result2.metadata.nightly !== void 0) {
        throw new ResultDirError("this is a nightly scan result directory: report it with mode nightly-report");
      }
      if (request2) checkResultMatchesRequest(result2.metadata, request2);
    }
  } catch (error2) {
    if (error2 instanceof ResultDirError) {
      await answerWithoutTable({ unusable: error2.message }, request2, github, inputs, deps);
    }
    throw error2;
  }
  if (results.length > 1) return reportPlatforms(results, request2, github, inputs, deps);
  const read = results[0].result;
  const { metadata, adaptive, samples, missingShards, sharded } = read;
  const analysis = analyzeResult(read, inputs.correction);
  const heavy = heavyLoadWarning(metadata.load ?? null);
  if (heavy !== null) deps.log(heavy);
  const body = buildReport({
    ...runHeader(metadata, request2, github, deps),
    analysis,
    fingerprint: metadata.fingerprint,
    durationMs: metadata.durationMs,
    partial: metadata.partial,
    missingShards,
    failures: metadata.failures,
    warnings: [describeHeavyLoad(metadata.load ?? null)].filter((w) => w !== null),
    runnerNoise: metadata.calibration && runnerNoise(metadata.calibration, analysis.comparisons),
    moreOf: moreOfResult(metadata, adaptive),
    // a sharded run's open rows cannot be run again yet (execute resumes one result directory): no offer
    more: request2 && adaptive && !sharded ? moreOffer(request2, metadata, analysis, measuredPairs(metadata, adaptive, samples), github.runId) : void 0
  });
  const result = {
    body,
    analysis,
    regressions: analysis.comparisons.filter(isRegression).length,
    improvements: analysis.comparisons.filter(isImprovement).length,
    partial: metadata.partial || missingShards !== void 0,
    incomplete: missingShards && describeMissingShards(missingShards)
  };
  return deliverTable(result, metadata.failures.length > 0 || metadata.partial, request2, github, inputs, deps);
}
async function deliverTable(result, failed, request2, github, inputs, deps) {
  const { octokit } = deps;
  if (!octokit || !inputs.comment || request2?.pr === void 0) return result;
  result.commentUrl = await answerOnPullRequest(
    octokit,
    github,
    request2,
    { body: result.body, reaction: failed ? "confused" : "rocket", isTable: true },
    deps
  );
  return result;
}
async function reportPlatforms(results, request2, github, inputs, deps) {
  const platforms = results.map(({ platform: platform2, result: result2 }) => {
    const { metadata } = result2;
    const heavy = heavyLoadWarning(metadata.load ?? null);
    if (heavy !== null) deps.log(`${platform2 ?? UNRECORDED_PLATFORM}: ${heavy}`);
    return {
      platform: platform2 ?? UNRECORDED_PLATFORM,
      analysis: analyzeResult(result2, inputs.correction),
      fingerprint: metadata.fingerprint,
      durationMs: metadata.durationMs,
      partial: metadata.partial,
      failures: metadata.failures,
      missingShards: result2.missingShards,
      warnings: [describeHeavyLoad(metadata.load ?? null)].filter((w) => w !== null)
    };
  });
  const body = buildPlatformsReport(runHeader(results[0].result.metadata, request2, github, deps), platforms);
  const missing = results.filter(({ result: result2 }) => result2.missingShards !== void 0);
  const result = {
    body,
    regressions: rowsChangedOnAny(platforms, "slower"),
    improvements: rowsChangedOnAny(platforms, "faster"),
    partial: platforms.some((p) => p.partial) || missing.length > 0,
    incomplete: missing.length > 0 ? missing.map(
      ({ platform: platform2, result: result2 }) => `${platform2 ?? UNRECORDED_PLATFORM}: ${describeMissingShards(result2.missingShards)}`
    ).join("; ") : void 0
  };
  const failed = platforms.some((p) => p.failures.length > 0 || p.partial);
  return deliverTable(result, failed, request2, github, inputs, deps);
}
var UNRECORDED_PLATFORM = "unrecorded platform";
function runHeader(metadata, request2, github, deps) {
  const pr = request2?.pr;
  const side2 = ({ spec, version, sha: sha2 }) => ({ spec, version, sha: sha2 ?? void 0 });
  return {
    old: side2(metadata.old),
    new: side2(metadata.new),
    runs: metadata.runs,
    unmeasured: metadata.unmeasured,
    runUrl: github.runUrl,
    repositoryUrl: github.runUrl?.replace(/\/actions\/runs\/.*$/, ""),
    run: request2 && runDescription(request2, metadata),
    tool: github.tool,
    pullRequest: pr && { number: pr.number, headSha: pr.headSha },
    marker: pr ? answerMarker(pr.number, github, deps) : REPORT_MARKER
  };
}
function runDescription(request2, metadata) {
  return {
    groups: request2.groups,
    filter: request2.filter,
    exclude: request2.exclude,
    set: request2.set,
    seed: metadata.seed,
    requestedBy: (request2.comment?.author ?? request2.requestedBy)?.login,
    trigger: request2.trigger,
    adaptiveMaxRuns: metadata.adaptive?.maxRuns,
    sizing: sizingDescription(metadata.sizing),
    suite: metadata.suite
  };
}
function describeMissingShards(shards) {
  const which2 = shards.missing.length === 1 ? `shard ${shards.missing[0]}` : `shards ${shards.missing.join(", ")}`;
  return `${which2} of ${shards.count} left no result: ${shards.configurations} of the run's ${shards.runConfigurations} configurations were not measured (the report has the other shards' rows)`;
}
function moreOfResult(metadata, adaptive) {
  const from = metadata.adaptive?.earlierCaps?.at(-1);
  if (from === void 0 || adaptive === void 0) return void 0;
  const rows = adaptive.keys().filter((key) => {
    const { n } = adaptive.verdict(key);
    return Math.max(n.old, n.new) > from;
  }).length;
  return { rows, from, to: metadata.adaptive.maxRuns };
}
function measuredPairs(metadata, adaptive, samples) {
  const from = metadata.adaptive?.earlierCaps?.at(-1);
  if (from === void 0) return samples / 2;
  return adaptive.keys().reduce((pairs, key) => {
    const { n } = adaptive.verdict(key);
    return pairs + Math.max(0, Math.max(n.old, n.new) - from);
  }, 0);
}
function moreOffer(request2, metadata, analysis, pairs, runId) {
  const adaptive = metadata.adaptive;
  if (request2.pr === void 0 || adaptive === void 0 || runId === void 0) return void 0;
  const open2 = analysis.comparisons.filter(
    (c) => c.decision.outcome === "unresolved" || c.decision.outcome === "untested"
  ).length;
  const caps = [...adaptive.earlierCaps ?? [], adaptive.maxRuns];
  const nextCap = nextMoreCap(adaptive.maxRuns);
  const minutes = open2 === 0 || nextCap === void 0 ? 0 : moreMinutes({ durationMs: metadata.durationMs, pairs, open: open2, lastCap: adaptive.maxRuns, nextCap });
  const line = moreLine({ runId, caps, open: open2, minutes, requestJson: serializeRequest(request2) });
  if (line === void 0) return void 0;
  const note = minutes === 0 ? "" : `_${plural(open2, "row")} left open (not distinguishable, or not tested): comment \`/benchmark more\` to run ${open2 === 1 ? "it" : "them"} again up to ${nextCap} runs per side, for the same commits (about ${plural(minutes, "minute")})._`;
  return { line, note };
}
async function answerOnPullRequest(octokit, github, request2, answer, deps) {
  const { owner, repo } = github;
  const pr = request2.pr;
  const marker = answerMarker(pr.number, github, deps);
  const where = { owner, repo, issueNumber: pr.number, authorId: deps.botId };
  const reports = await findReportComments(octokit, {
    owner,
    repo,
    pr: pr.number,
    workflow: deps.workflow,
    botId: deps.botId
  });
  const ours = reports.find((report) => report.firstLine === marker) ?? null;
  const runId = github.runId ?? 0;
  const newest = reports.filter((report) => report.run > runId).at(-1);
  const newer = newest && { url: newest.url, runId: newest.run };
  const body = newer === void 0 ? answer.body : ours !== null && isSuperseded(ours.body) ? markReportSuperseded(answer.body, newer, marker) : noteNewerAnswer(answer.body, newer, marker);
  const comment2 = await writeStickyComment(octokit, { ...where, marker, body }, ours);
  deps.log(`report comment ${comment2.action}: ${comment2.url}`);
  if (answer.isTable && github.runId !== void 0) {
    const earlier = reports.filter((report) => report.run < runId && !isSuperseded(report.body));
    await foldEarlierReports(octokit, github, earlier, { url: comment2.url, runId }, deps);
  }
  if (request2.comment !== void 0) await reactOnRequest(octokit, github, request2.comment.id, answer.reaction, deps);
  return comment2.url;
}
function answerMarker(pr, github, deps) {
  return reportMarker(pr, deps.workflow, github.runId);
}
async function foldEarlierReports(octokit, github, earlier, newer, deps) {
  const { owner, repo } = github;
  for (const report of earlier) {
    const body = markReportSuperseded(report.body, newer, report.firstLine);
    try {
      await editComment(
        octokit,
        { owner, repo, commentId: report.id, body },
        `folding the earlier report ${report.id}`
      );
      deps.log(`earlier report folded under the new one: ${report.url}`);
    } catch (error2) {
      if (statusOf(error2) !== 404) throw error2;
    }
  }
}
async function reactOnRequest(octokit, github, commentId, reaction, deps) {
  const { owner, repo } = github;
  try {
    await addReaction(octokit, { owner, repo, commentId, content: reaction });
  } catch (error2) {
    if (statusOf(error2) !== 404) throw error2;
    deps.log(`the /benchmark comment ${commentId} is gone (deleted?): the report is posted without a reaction`);
    return;
  }
  const opposite = reaction === "rocket" ? "confused" : "rocket";
  try {
    await removeOwnReaction(octokit, { owner, repo, commentId, content: opposite, authorId: deps.botId });
  } catch (error2) {
    deps.log(`could not remove the earlier ${opposite} reaction: ${error2.message}`);
  }
}
async function answerMissingResult(resultDir2, request2, github, inputs, deps) {
  const pr = request2?.pr;
  const missing = `no result in ${resultDir2}: the execute job ended with ${inputs.executeResult}`;
  if (!deps.octokit || !inputs.comment || pr === void 0) throw new ResultDirError(missing);
  const failure = await readFailureRecord(resultDir2, deps.log);
  const forThis = failure !== null && failure.headSha === pr.headSha && failure.commentId === (request2.comment?.id ?? null);
  const answered = await answerWithoutTable({ failure: forThis ? failure : void 0 }, request2, github, inputs, deps);
  return { ...answered, regressions: 0, improvements: 0, missing, partial: true };
}
async function answerWithoutTable(why, request2, github, inputs, deps) {
  const pr = request2?.pr;
  const { octokit } = deps;
  if (!octokit || !inputs.comment || pr === void 0) return void 0;
  const body = missingResultReport({
    ...why,
    marker: answerMarker(pr.number, github, deps),
    headSha: pr.headSha,
    executeResult: inputs.executeResult,
    runUrl: github.runUrl
  });
  const answer = { body, reaction: "confused", isTable: false };
  return { body, commentUrl: await answerOnPullRequest(octokit, github, request2, answer, deps) };
}
function runnerNoise(calibration, comparisons) {
  return {
    header: calibrationHeader(calibration),
    rows: comparisons.filter((c) => isRegression(c) || isImprovement(c)).map((c) => ({ name: c.name, note: noiseMark(calibration, c).replace(/^ · /, "") }))
  };
}

// src/action/run.ts
function runModeRequest(inputs, github) {
  const described = describedEventInputs(inputs);
  if (github.eventName !== "workflow_dispatch") {
    return validateRequest(describedRequest(described, `${github.owner}/${github.repo}`));
  }
  const result = requestFromEvent({
    eventName: github.eventName,
    payload: github.payload,
    inputs: described,
    repository: `${github.owner}/${github.repo}`
  });
  if (result.kind !== "run")
    throw new RequestError(result.kind === "more" ? "a dispatch runs no /benchmark more" : result.reason);
  if (!isResolvedRequest(result.request)) throw new RequestError("mode run needs old and new inputs");
  return result.request;
}

// src/action/workflow-commands.ts
import { randomBytes } from "node:crypto";
function commandFence(writeLine, token = randomBytes(16).toString("hex")) {
  if (!/^[0-9a-f]{32,}$/.test(token))
    throw new Error("internal: the stop-commands token must be 32+ random hex digits");
  let stopped = false;
  return {
    stop() {
      if (stopped) return;
      writeLine(`::stop-commands::${token}`);
      stopped = true;
    },
    resume() {
      if (!stopped) return;
      writeLine(`::${token}::`);
      stopped = false;
    },
    get stopped() {
      return stopped;
    }
  };
}

// src/main.ts
var log = (line) => info(line);
var progress = process.stdout;
function client(inputs, github) {
  if (inputs.githubToken === "") return void 0;
  return createGitHubClient({
    // the toolkit's Octokit (its user agent and defaults), with our fetch, timeouts, throttling and retries
    construct: (token, options, plugins) => getOctokit(token, options, ...plugins),
    fetch: fetchFor(process.env),
    token: inputs.githubToken,
    baseUrl: github.apiUrl,
    log: { info: (m) => info(m), warn: (m) => warning(m), debug: (m) => debug(m) }
  });
}
async function setReportOutputs(report) {
  const file = join7(process.env.RUNNER_TEMP || tmpdir(), `node-bench-report-${randomBytes2(6).toString("hex")}.md`);
  await writeFile2(file, report.body);
  setOutput("report-file", file);
  setOutput("regressions", String(report.regressions));
  setOutput("improvements", String(report.improvements));
  setOutput("partial", String(report.partial));
  if (report.commentUrl) setOutput("comment-url", report.commentUrl);
}
function setExecuteOutputs(execute) {
  setOutput("result-dir", execute.resultDir);
  setOutput("csv", execute.csvPath);
  setOutput("json", execute.jsonPath);
  if (execute.plotPath !== null) setOutput("plot", execute.plotPath);
}
async function setNightlyOutputs(nightly) {
  setOutput("nightly-status", nightly.status);
  await summary.addRaw(nightly.summaryMarkdown).write();
  if (nightly.status === "scanned") {
    setOutput("from", nightly.from);
    setOutput("to", nightly.to);
    setOutput("result-dir", nightly.resultDir);
    setOutput("csv", nightly.csvPath);
    setOutput("json", nightly.jsonPath);
    setOutput("regressions", String(nightly.regressions.length));
    setOutput("improvements", String(nightly.improvements.length));
    setOutput("undecided", String(nightly.undecided.length));
  }
}
async function setNightlyReportOutputs(nightly) {
  setOutput("from", nightly.from);
  setOutput("to", nightly.to);
  setOutput("regressions", String(nightly.regressions.length));
  setOutput("improvements", String(nightly.improvements.length));
  setOutput("undecided", String(nightly.undecided.length));
  if (nightly.issue) setOutput("issue-url", nightly.issue.url);
  await summary.addRaw(nightly.summaryMarkdown).write();
}
function exitWithChildren() {
  process.once("SIGINT", () => process.exit(130));
  process.once("SIGTERM", () => process.exit(143));
}
function rootDeprecation(mode2) {
  return `the root action (mode: ${mode2}) is deprecated and goes away in the next release: use nodejs-perf/node-benchmark-action/${mode2} (same commit, same inputs, no mode input)`;
}
async function run(job) {
  exitWithChildren();
  const fence = commandFence((line) => process.stdout.write(line + EOL6));
  try {
    const inputs = job === "root" ? readActionInputs((name) => getInput(name)) : readJobInputs(job, (name) => getInput(name));
    if (job === "root") warning(rootDeprecation(inputs.mode));
    const github = gitHubEnvFrom(context2, process.env);
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const botId = inputs.botId ?? GITHUB_ACTIONS_BOT.id;
    const mode2 = { inputs, github, workspace, botId, fence };
    let reported;
    switch (inputs.mode) {
      case "gate":
        await gateMode(mode2);
        return;
      case "execute": {
        if (!inputs.request) throw new RequestError("mode execute needs the request input (the gate job output)");
        reported = await executeThenReport(mode2, parseRequestJson(inputs.request), void 0);
        break;
      }
      case "report":
        reported = { report: await reportMode(mode2), failures: 0 };
        break;
      case "nightly":
        await nightlyMode(mode2);
        return;
      case "nightly-report":
        await nightlyReportMode(mode2);
        return;
      case "run": {
        reported = await executeThenReport(mode2, runModeRequest(inputs, github), client(inputs, github));
        break;
      }
    }
    await finishReport(mode2, reported);
  } catch (error2) {
    fence.resume();
    setFailed(
      isUserError(error2) ? error2.message : error2 instanceof Error ? error2.stack ?? error2.message : String(error2)
    );
  }
}
async function executeThenReport(mode2, request2, octokit) {
  const { inputs, github, workspace, botId } = mode2;
  const trust = requestTrust(request2, github, process.env);
  mode2.fence.stop();
  const execute = await runExecute(request2, inputs, {
    log,
    progress,
    env: process.env,
    workspace,
    trust,
    checkRunner: (cpuset2) => checkThisRunner(cpuset2, process.env),
    platform: runnerPlatform(process)
  });
  const failures = execute.run.failures.length;
  setExecuteOutputs(execute);
  const report = await runReport(execute.resultDir, request2, github, inputs, {
    ...octokit ? { octokit } : {},
    botId,
    log,
    workflow: github.workflow,
    ownResult: true
  });
  return { report, failures };
}
async function gateMode({ inputs, github, workspace, botId }) {
  const octokit = client(inputs, github);
  if (!octokit) throw new RequestError("mode gate needs github-token");
  const gate = await runGate(github, inputs, {
    octokit,
    log,
    botLogin: GITHUB_ACTIONS_BOT.login,
    botId,
    workspace
  });
  setOutput("proceed", String(gate.proceed));
  if (gate.requestJson) setOutput("request", gate.requestJson);
  if (gate.sha) setOutput("sha", gate.sha);
  if (gate.moreRunId !== void 0) setOutput("more-run-id", String(gate.moreRunId));
  if (!gate.proceed && gate.reason) notice(gate.reason);
}
async function reportMode({ inputs, github, botId }) {
  const octokit = client(inputs, github);
  if (!inputs.request && octokit && inputs.comment) {
    throw new RequestError(
      "mode report needs the request input (the gate job's request output): it names the pull request and the pinned SHA the artifact must be for (or set comment: false for a job summary only)"
    );
  }
  const request2 = inputs.request ? parseRequestJson(inputs.request) : void 0;
  return runReport(inputs.resultDir, request2, github, inputs, {
    octokit,
    botId,
    log,
    workflow: github.workflow
  });
}
async function nightlyMode({ inputs, github, workspace, fence }) {
  if (inputs.githubToken !== "") {
    warning(
      "mode nightly builds and runs the branch's code and uses no token: set github-token: '' (mode nightly-report files the issue, in a job of its own)"
    );
  }
  fence.stop();
  const nightly = await runNightlyMode(inputs, github, {
    log,
    progress,
    env: process.env,
    workspace,
    checkRunner: (cpuset2) => checkThisRunner(cpuset2, process.env),
    platform: runnerPlatform(process)
  });
  fence.resume();
  await setNightlyOutputs(nightly);
}
async function nightlyReportMode({ inputs, github, workspace, botId }) {
  const nightly = await runNightlyReportMode(inputs, github, {
    octokit: client(inputs, github),
    log,
    env: process.env,
    workspace,
    botId
  });
  await setNightlyReportOutputs(nightly);
  if (inputs.failOnRegression && nightly.regressions.length > 0) {
    setFailed(`${nightly.regressions.length} significant regression(s) on ${nightly.from}..${nightly.to}`);
  }
}
async function finishReport({ inputs, fence }, { report, failures }) {
  fence.resume();
  if (failures > 0) {
    warning(
      `${failures} benchmark failure(s): those rows are missing from the results (the log and the summary say why)`
    );
  }
  await setReportOutputs(report);
  await summary.addRaw(report.body).write();
  if (report.missing !== void 0) setFailed(report.missing);
  else if (report.incomplete !== void 0) setFailed(report.incomplete);
  else if (inputs.failOnRegression && report.regressions > 0) {
    setFailed(`${report.regressions} significant regression(s) (fail-on-regression)`);
  }
}

export {
  run
};
