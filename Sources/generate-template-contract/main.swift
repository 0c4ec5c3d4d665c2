import Foundation
import TemplateContractGeneration

// `make contract`: writes the template contract's generated Swift file and the key tables of the documentation from
// the template objects' doc comments, leaving a file that already holds what it should alone.
// Exit codes: 0 written or up to date, 1 the disk refused a file, 2 a problem in the sources, 64 usage.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else {
    FileHandle.standardError.write(Data("usage: generate-template-contract [package root]\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: arguments.first ?? FileManager.default.currentDirectoryPath)
do {
    for output in try ContractFiles.outputs(root: root) {
        print(try ContractFiles.write(output, root: root) ? "wrote \(output.path)" : "\(output.path) is up to date")
    }
} catch let problems as ContractProblems {
    FileHandle.standardError.write(Data((problems.description + "\n").utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("generate-template-contract: error: \(error)\n".utf8))
    exit(1)
}
