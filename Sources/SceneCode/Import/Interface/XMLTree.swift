import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML document as a tree of elements (names, attributes, children; text is dropped): what an
/// Interface Builder file (`.storyboard`, `.xib`) holds. Read with Foundation's `XMLParser`.
struct XMLElementNode {
  var name: String
  var attributes: [String: String]
  var children: [XMLElementNode] = []

  /// The first child called `name` whose `key` attribute is `key` (any key when nil).
  func child(_ name: String, key: String? = nil) -> XMLElementNode? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }
}

enum XMLTree {
  /// Bounds on what is read: deeper or larger documents are refused, not half read.
  static let maximumDepth = 256
  static let maximumElements = 500_000

  /// A reason the document could not be read: the parser's, with its line.
  struct Failure: Error, Equatable {
    var line: Int
    var message: String
  }

  /// The document's root element.
  static func parse(_ text: String) -> Result<XMLElementNode, Failure> {
    let builder = TreeBuilder()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = builder
    parser.shouldResolveExternalEntities = false
    let parsed = parser.parse()
    if let limit = builder.limit { return .failure(Failure(line: parser.lineNumber, message: limit)) }
    guard parsed, let root = builder.root else {
      let code = (parser.parserError as NSError?)?.code ?? 0
      return .failure(Failure(line: parser.lineNumber, message: reason(code)))
    }
    return .success(root)
  }

  /// What `XMLParser`'s error code `code` means (XMLParser.ErrorCode), in words.
  static func reason(_ code: Int) -> String {
    switch code {
    case 0: return "it has no root element"
    case 4: return "the file is empty"
    case 5: return "the file ends before its elements close"
    case 76: return "a closing tag does not match the element it closes"
    case 9: return "a character that XML does not allow"
    default: return "XML error \(code)"
    }
  }

  /// Builds the tree as the parser reports elements opening and closing.
  private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [XMLElementNode] = []
    var root: XMLElementNode?
    var count = 0
    var limit: String?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
      attributes attributeDict: [String: String] = [:]
    ) {
      count += 1
      guard stack.count < XMLTree.maximumDepth, count <= XMLTree.maximumElements else {
        limit =
          stack.count >= XMLTree.maximumDepth
          ? "elements nest more than \(XMLTree.maximumDepth) deep" : "more than \(XMLTree.maximumElements) elements"
        parser.abortParsing()
        return
      }
      stack.append(XMLElementNode(name: elementName, attributes: attributeDict))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
      guard let done = stack.popLast() else { return }
      if stack.isEmpty {
        root = done
      } else {
        stack[stack.count - 1].children.append(done)
      }
    }
  }
}
